/** Questions and answers as native disclosure widgets: they open and close without JavaScript. */
export function FaqList({ faqs }: { faqs: readonly { question: string; answer: string }[] }) {
  return (
    <div className="divide-y divide-black/10 rounded-2xl bg-white px-5 ring-1 ring-black/5 md:px-8">
      {faqs.map((faq) => (
        <details key={faq.question} className="group py-1">
          <summary className="flex cursor-pointer items-center justify-between gap-4 py-4 font-medium">
            {faq.question}
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-full bg-paper text-lg leading-none text-black/60 transition group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="pb-5 leading-relaxed text-black/70">{faq.answer}</p>
        </details>
      ))}
    </div>
  )
}

/** A page's FAQ block: a titled section around the list (nothing when there are no questions). */
export function FaqSection({
  id,
  title,
  faqs,
}: {
  id: string
  title: string
  faqs: readonly { question: string; answer: string }[]
}) {
  if (!faqs.length) return null
  return (
    <section aria-labelledby={id} className="mx-auto max-w-4xl px-4 py-10">
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <div className="mt-6">
        <FaqList faqs={faqs} />
      </div>
    </section>
  )
}
