/**
 * 'Frequently asked questions' on the provider page (spec reviews-and-provider-page §3: the
 * provider's faqs): each question a <details> that opens by mouse, touch or keyboard without
 * script. Left out when the provider publishes none (or, while prices are blurred, none
 * without a price in its answer: domain/providers/location-record.ts).
 */
import { useLanguage } from "../i18n/page-language.tsx";

export function ProviderFaqs({ faqs }: { faqs: readonly { question: string; answer: string }[] }) {
  const { t, language } = useLanguage();
  if (faqs.length === 0) return null;
  // The questions and answers are the provider's own, in English.
  const lang = language === "es" ? "en" : undefined;
  return (
    <section id="provider-faqs" className="provider-section" aria-labelledby="provider-faqs-heading">
      <h2 id="provider-faqs-heading">{t.provider.faqHeading}</h2>
      <div className="faq-list">
        {faqs.map((faq) => (
          <details key={faq.question} className="faq" lang={lang}>
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
