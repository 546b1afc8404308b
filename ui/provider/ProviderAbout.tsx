/**
 * The provider page's 'About {name}' section: the whole description when it is 250 characters
 * or shorter, else the collapsible text (ProviderDescription.tsx), hydrated at the first
 * interaction.
 */
import { descriptionView } from "../../domain/providers/description.ts";
import { Island } from "../app/Island.tsx";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";

const ABOUT_ID = "provider-about-section";

export function ProviderAbout({ name, description }: { name: string; description: string }) {
  const { t, language } = useLanguage();
  const view = descriptionView(description);
  // The provider's own words, in English: marked so on a Spanish page.
  const lang = language === "es" ? "en" : undefined;
  return (
    <section id={ABOUT_ID} className="provider-about" aria-labelledby="provider-about">
      <h2 id="provider-about">
        <Fill text={t.provider.about.heading} parts={{ name }} />
      </h2>
      {view.preview === null ? (
        view.paragraphs.map((paragraph) => (
          <p key={paragraph} lang={lang}>
            {paragraph}
          </p>
        ))
      ) : (
        <Island
          name="ProviderDescription"
          props={{ paragraphs: view.paragraphs, preview: view.preview, sectionId: ABOUT_ID }}
          hydrate="idle"
        />
      )}
    </section>
  );
}
