/**
 * 'Frequently asked questions' on the provider page (spec reviews-and-provider-page §3: the
 * provider's faqs): each question a <details> that opens by mouse, touch or keyboard without
 * script. Left out when the provider publishes none (or, while prices are blurred, none
 * without a price in its answer: domain/providers/location-record.ts).
 */
export const FAQ_HEADING = "Frequently asked questions";

export function ProviderFaqs({ faqs }: { faqs: readonly { question: string; answer: string }[] }) {
  if (faqs.length === 0) return null;
  return (
    <section id="provider-faqs" className="provider-section" aria-labelledby="provider-faqs-heading">
      <h2 id="provider-faqs-heading">{FAQ_HEADING}</h2>
      <div className="faq-list">
        {faqs.map((faq) => (
          <details key={faq.question} className="faq">
            <summary>
              <h3 className="faq-question">{faq.question}</h3>
            </summary>
            <p>{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
