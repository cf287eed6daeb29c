import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { Field, FormMessage, inputClass } from '#app/components/forms.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import {
  RemoveRow,
  RowCells,
  RowEditor,
  RowErrors,
  RowLine,
} from '#app/components/admin/row-editor.tsx'
import {
  HOT_BADGE,
  LIMITS,
  PRODUCT_STATUSES,
  PRODUCT_STATUS_LABELS,
  SHAPES,
  SHAPE_LABELS,
  type ProductDraft,
} from '#app/utils/admin-catalog.ts'
import { SAME_DAY_CITY } from '#app/utils/shipping.ts'

export type FormErrors = Record<string, string[]>

export interface ProductFormChoices {
  categories: { id: string; name: string }[]
  gstRates: { hsnCode: string; rateBp: number }[]
  templateKinds: string[]
  artKinds: string[]
}

const numeric = (width: string) => ({ width, inputMode: 'numeric' as const })
const decimal = (width: string) => ({ width, inputMode: 'decimal' as const })
const VALUE_COLUMNS = ['Default', 'Key', 'Label', 'Price %', 'Width mm', 'Height mm', '']

function Text({
  name,
  label,
  value,
  errors,
  hint,
  ...input
}: React.InputHTMLAttributes<HTMLInputElement> & {
  name: string
  label: string
  value: string
  errors: FormErrors
  hint?: ReactNode
}) {
  const id = `product-${name}`
  return (
    <Field label={label} id={id} errorId={`${id}-error`} errors={errors[name]} hint={hint}>
      <input
        id={id}
        name={name}
        defaultValue={value}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-error` : undefined}
        className={inputClass}
        {...input}
      />
    </Field>
  )
}

function Choice({
  name,
  label,
  value,
  errors,
  options,
}: {
  name: string
  label: string
  value: string
  errors: FormErrors
  options: { value: string; label: string }[]
}) {
  const id = `product-${name}`
  return (
    <Field label={label} id={id} errorId={`${id}-error`} errors={errors[name]}>
      <select
        id={id}
        name={name}
        defaultValue={value}
        aria-invalid={errors[name] ? true : undefined}
        className={`${inputClass} pr-10`}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4 rounded-2xl bg-white p-5 ring-1 ring-black/5">
      <legend className="px-1 font-display text-xl">{title}</legend>
      {children}
    </fieldset>
  )
}

/**
 * The product form, the same for a new and a saved product. Plain HTML: rows are added and removed
 * by submit buttons that answer the form with a row more or less (nothing saved); Enter saves.
 */
export function ProductForm({
  draft,
  errors,
  message,
  choices,
  version,
  pending,
  renderKey,
}: {
  draft: ProductDraft
  errors: FormErrors
  message?: string
  choices: ProductFormChoices
  version?: string
  pending: boolean
  /** Changes when the server answers a new draft, so the fields show it. */
  renderKey: string
}) {
  const gst = choices.gstRates.find((r) => r.hsnCode === draft.hsnCode)
  return (
    <Form method="post" key={renderKey} className="space-y-6" aria-describedby="product-message">
      {/* The first submit button is what Enter presses: saving, never adding a row. */}
      <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1}>
        Save
      </button>
      {version ? <input type="hidden" name="version" value={version} /> : null}
      {message ? (
        <FormMessage tone="error" id="product-message">
          {message}
        </FormMessage>
      ) : null}

      <Section title="Product">
        <div className="grid gap-4 sm:grid-cols-2">
          <Text
            name="name"
            label="Name"
            value={draft.name}
            errors={errors}
            required
            maxLength={LIMITS.name}
          />
          <Text
            name="slug"
            label="Web address"
            value={draft.slug}
            errors={errors}
            required
            maxLength={LIMITS.slug}
            hint="/product/… — the old address keeps working (301) when you change it."
          />
          <Choice
            name="categoryId"
            label="Category"
            value={draft.categoryId}
            errors={errors}
            options={[
              { value: '', label: 'Choose…' },
              ...choices.categories.map((c) => ({ value: c.id, label: c.name })),
            ]}
          />
          <Choice
            name="status"
            label="Status"
            value={draft.status}
            errors={errors}
            options={PRODUCT_STATUSES.map((s) => ({ value: s, label: PRODUCT_STATUS_LABELS[s] }))}
          />
        </div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="hot" defaultChecked={draft.hot} className="size-4" />
          Show the “{HOT_BADGE}” badge
        </label>
        <Text
          name="shortDescription"
          label="Short description"
          value={draft.shortDescription}
          errors={errors}
          maxLength={LIMITS.shortDescription}
        />
        <Field
          label="Description"
          id="product-description"
          errorId="product-description-error"
          errors={errors.description}
        >
          <textarea
            id="product-description"
            name="description"
            defaultValue={draft.description}
            rows={5}
            maxLength={LIMITS.description}
            className={inputClass}
          />
        </Field>
        <Field
          label="Highlights (one per line)"
          id="product-highlights"
          errorId="product-highlights-error"
          errors={errors.highlights}
        >
          <textarea
            id="product-highlights"
            name="highlights"
            defaultValue={draft.highlights}
            rows={4}
            className={inputClass}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Text name="unitSingular" label="Unit (one)" value={draft.unitSingular} errors={errors} />
          <Text name="unitPlural" label="Unit (many)" value={draft.unitPlural} errors={errors} />
          <Text
            name="productionDays"
            label="Production days"
            value={draft.productionDays}
            errors={errors}
            inputMode="numeric"
          />
        </div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="sameDay" defaultChecked={draft.sameDay} className="size-4" />
          Same-day delivery in {SAME_DAY_CITY}
        </label>
        <Text
          name="keywords"
          label="Search keywords (comma-separated)"
          value={draft.keywords}
          errors={errors}
        />
      </Section>

      <Section title="Tax">
        <div className="grid gap-4 sm:grid-cols-2">
          <Text
            name="hsnCode"
            label="HSN code"
            value={draft.hsnCode}
            errors={errors}
            inputMode="numeric"
            hint={
              gst
                ? `GST in force for ${gst.hsnCode}: ${gst.rateBp / 100}% (prices include it).`
                : `Codes with a GST rate on file: ${choices.gstRates.map((r) => `${r.hsnCode} (${r.rateBp / 100}%)`).join(', ')}.`
            }
          />
        </div>
      </Section>

      <Section title="Print spec">
        <p className="text-sm text-black/60">
          What the designer and the print file are built from. Folds, die-cuts, finishes, sizes,
          sides and pages that a shopper chooses are options below. An active product must pass the
          print check on save.
        </p>
        <RowErrors list={errors.printSpec} />
        <div className="grid gap-4 sm:grid-cols-4">
          <Text
            name="trimWidthMm"
            label="Trim width (mm)"
            value={draft.trimWidthMm}
            errors={errors}
            inputMode="decimal"
          />
          <Text
            name="trimHeightMm"
            label="Trim height (mm)"
            value={draft.trimHeightMm}
            errors={errors}
            inputMode="decimal"
          />
          <Text
            name="bleedMm"
            label="Bleed (mm)"
            value={draft.bleedMm}
            errors={errors}
            inputMode="decimal"
          />
          <Text
            name="safeMarginMm"
            label="Safe area (mm)"
            value={draft.safeMarginMm}
            errors={errors}
            inputMode="decimal"
          />
          <Text
            name="sides"
            label="Printed sides"
            value={draft.sides}
            errors={errors}
            inputMode="numeric"
          />
          <Text
            name="pages"
            label="Pages (if bound)"
            value={draft.pages}
            errors={errors}
            inputMode="numeric"
          />
          <Choice
            name="shape"
            label="Shape"
            value={draft.shape}
            errors={errors}
            options={SHAPES.map((s) => ({ value: s, label: SHAPE_LABELS[s] }))}
          />
          <Text
            name="cornerRadiusMm"
            label="Corner radius (mm)"
            value={draft.cornerRadiusMm}
            errors={errors}
            inputMode="decimal"
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Choice
            name="templateKind"
            label="Template kind"
            value={draft.templateKind}
            errors={errors}
            options={choices.templateKinds.map((k) => ({ value: k, label: k }))}
          />
          <Choice
            name="artKind"
            label="Generated art"
            value={draft.artKind}
            errors={errors}
            options={choices.artKinds.map((k) => ({ value: k, label: k }))}
          />
          <Text name="artPalette" label="Art colours" value={draft.artPalette} errors={errors} />
          <Text name="artSample" label="Art sample text" value={draft.artSample} errors={errors} />
        </div>
      </Section>

      <Section title="Quantity tiers">
        <p className="text-sm text-black/60">
          Price of a pack at the default options, GST included. Quantities increase down the table;
          a bigger pack may not cost more per piece.
        </p>
        <RowErrors list={errors.tiers} />
        <RowEditor rows={draft.tiers} add={{ intent: 'add-tier', label: 'Add a tier' }}>
          {(tier, i) => (
            <RowLine
              fields={[
                {
                  name: 'tierQuantity',
                  label: 'Quantity',
                  value: tier.quantity,
                  ...numeric('w-32'),
                },
                { name: 'tierPrice', label: 'Price (₹)', value: tier.price, ...decimal('w-36') },
              ]}
              remove={
                <RemoveRow
                  intent={`remove-tier:${i}`}
                  ariaLabel={`Remove tier ${i + 1}`}
                  className="mb-3"
                />
              }
              errors={errors[`tier.${i}`]}
            />
          )}
        </RowEditor>
      </Section>

      <Section title="Options">
        <p className="text-sm text-black/60">
          Each value changes the price by a percentage of the tier price (25 = 25% more, -10 = 10%
          less); a value with a width and height is a size.
        </p>
        <RowErrors list={errors.options} />
        <RowEditor rows={draft.options} add={{ intent: 'add-option', label: 'Add an option' }}>
          {(option, i) => (
            <div className="space-y-3 rounded-xl p-4 ring-1 ring-black/10">
              <RowLine
                fields={[
                  { name: `option.${i}.key`, label: 'Key', value: option.key, width: 'w-40' },
                  {
                    name: `option.${i}.label`,
                    label: 'Label',
                    value: option.label,
                    width: 'min-w-40',
                    grow: true,
                  },
                ]}
                remove={
                  <RemoveRow intent={`remove-option:${i}`} label="Remove option" className="mb-3" />
                }
                errors={errors[`option.${i}`]}
              />
              <RowEditor
                rows={option.values}
                add={{ intent: `add-value:${i}`, label: 'Add a value' }}
                columns={VALUE_COLUMNS}
              >
                {(value, j) => (
                  <tr className="align-top">
                    <td className="pr-2 pt-3">
                      <input
                        type="radio"
                        name={`option.${i}.default`}
                        value={j}
                        defaultChecked={option.defaultIndex === j}
                        aria-label={`Default value ${j + 1}`}
                        className="size-4"
                      />
                    </td>
                    <RowCells
                      fields={[
                        {
                          name: `option.${i}.valueKey`,
                          label: 'Value key',
                          value: value.key,
                          width: 'w-32',
                        },
                        {
                          name: `option.${i}.valueLabel`,
                          label: 'Value label',
                          value: value.label,
                          width: 'min-w-40',
                        },
                        {
                          name: `option.${i}.valueDelta`,
                          label: 'Price effect, percent',
                          value: value.delta,
                          ...decimal('w-24'),
                        },
                        {
                          name: `option.${i}.valueWidth`,
                          label: 'Width, mm',
                          value: value.width,
                          ...decimal('w-24'),
                        },
                        {
                          name: `option.${i}.valueHeight`,
                          label: 'Height, mm',
                          value: value.height,
                          ...decimal('w-24'),
                        },
                      ]}
                    />
                    <td className="pt-3">
                      <RemoveRow intent={`remove-value:${i}:${j}`} />
                      <RowErrors list={errors[`option.${i}.value.${j}`]} />
                    </td>
                  </tr>
                )}
              </RowEditor>
            </div>
          )}
        </RowEditor>
      </Section>

      <Section title="Search engines">
        <Text
          name="seoTitle"
          label="Page title"
          value={draft.seoTitle}
          errors={errors}
          maxLength={LIMITS.seoTitle}
          hint="Empty: the product's name."
        />
        <Text
          name="seoDescription"
          label="Meta description"
          value={draft.seoDescription}
          errors={errors}
          maxLength={LIMITS.seoDescription}
          hint="Empty: the short description."
        />
      </Section>

      <SubmitButton name="intent" value="save" pending={pending} pendingText="Saving…">
        Save product
      </SubmitButton>
    </Form>
  )
}
