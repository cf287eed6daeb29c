/**
 * The properties that belong to one kind of element, below its position and size: a text's words,
 * font, size, leading, alignment, colour and style; a shape's fill, stroke and corner radius; a QR
 * code's content and colours. Each change names its field, so typing in one is one undo step.
 * (A photo's are in image-fields.tsx.)
 */
import { type QrElement, type ShapeElement, type TextElement } from '../document.ts'
import { ColorField, NumberField, SelectField, TextField } from './fields.tsx'
import { FontPicker } from './font-picker.tsx'
import { type SetField } from './panel.tsx'

export function TextFields({ el, set }: { el: TextElement; set: SetField }) {
  return (
    <div className="space-y-3">
      <TextField
        label="Text"
        multiline
        value={el.text}
        onChange={(text) => set({ text }, 'text')}
      />
      <FontPicker
        value={el.fontFamily}
        weight={el.fontWeight}
        text={el.text}
        onChange={(fontFamily) => set({ fontFamily }, 'font')}
      />
      <div className="grid grid-cols-2 gap-2">
        <NumberField
          label="Font size"
          unit="pt"
          step={0.5}
          min={4}
          max={400}
          value={el.fontSizePt}
          onChange={(fontSizePt) => set({ fontSizePt }, 'size')}
        />
        <NumberField
          label="Line height"
          step={0.05}
          min={0.8}
          max={3}
          value={el.lineHeight}
          onChange={(lineHeight) => set({ lineHeight }, 'leading')}
        />
        <SelectField
          label="Alignment"
          value={el.align}
          options={[
            { value: 'left', label: 'Left' },
            { value: 'center', label: 'Centre' },
            { value: 'right', label: 'Right' },
          ]}
          onChange={(align) => set({ align }, 'align')}
        />
      </div>
      <ColorField
        label="Text colour"
        value={el.color}
        onChange={(color) => set({ color }, 'color')}
      />
      <div className="flex gap-4 text-sm">
        <label className="flex min-h-9 items-center gap-1.5 pointer-coarse:min-h-11">
          <input
            type="checkbox"
            checked={el.fontWeight === 700}
            onChange={(e) => set({ fontWeight: e.target.checked ? 700 : 400 }, 'bold')}
          />
          Bold
        </label>
        <label className="flex min-h-9 items-center gap-1.5 pointer-coarse:min-h-11">
          <input
            type="checkbox"
            checked={el.italic}
            onChange={(e) => set({ italic: e.target.checked }, 'italic')}
          />
          Italic
        </label>
      </div>
    </div>
  )
}

export function ShapeFields({
  el,
  set,
  maxMm,
}: {
  el: ShapeElement
  set: SetField
  maxMm: number
}) {
  return (
    <div className="space-y-2">
      {el.shape !== 'line' ? (
        <ColorField
          label="Fill"
          value={el.fill}
          fallback="#2f6fde"
          onChange={(fill) => set({ fill }, 'fill')}
        />
      ) : null}
      <ColorField
        label="Stroke"
        value={el.stroke}
        fallback="#16161d"
        onChange={(stroke) =>
          set(
            stroke !== 'none' && el.strokeWidthMm === 0
              ? { stroke, strokeWidthMm: 0.5 }
              : { stroke },
            'stroke',
          )
        }
      />
      <div className="grid grid-cols-2 gap-2">
        <NumberField
          label="Stroke width"
          unit="mm"
          step={0.1}
          min={0}
          max={50}
          value={el.strokeWidthMm}
          onChange={(strokeWidthMm) => set({ strokeWidthMm }, 'strokeWidth')}
        />
        {el.shape === 'rounded-rectangle' || el.shape === 'rectangle' ? (
          <NumberField
            label="Corner radius"
            unit="mm"
            step={0.5}
            min={0}
            max={maxMm}
            value={el.radiusMm}
            onChange={(radiusMm) =>
              set({ radiusMm, shape: radiusMm > 0 ? 'rounded-rectangle' : 'rectangle' }, 'radius')
            }
          />
        ) : null}
      </div>
    </div>
  )
}

export function QrFields({ el, set }: { el: QrElement; set: SetField }) {
  return (
    <div className="space-y-3">
      <TextField
        label="QR code link or text"
        value={el.value}
        onChange={(value) => value && set({ value }, 'value')}
      />
      <ColorField
        label="QR colour"
        value={el.color}
        onChange={(color) => set({ color }, 'color')}
      />
      <ColorField
        label="QR background"
        value={el.background}
        fallback="#ffffff"
        onChange={(background) => set({ background }, 'background')}
      />
    </div>
  )
}
