import { describe, expect, it } from "vitest";
import {
  BUDGET_VARIANT_STEP,
  type MultiStepFormConfig,
  TIMELINE_OPTIONS,
} from "../../domain/multi-step/multi-step-config.ts";
import { CHOOSE_ONE } from "../../domain/multi-step/multi-step-fields.ts";
import { islandProps } from "../support/island-props.ts";
import { call } from "./worker-client.ts";

/** The props the server gave the form's island, read back from its props script. */
function formProps(html: string): { config: MultiStepFormConfig; layout: string; idPrefix: string } {
  const props = islandProps<{ config: MultiStepFormConfig; layout: string; idPrefix: string }>(html, "MultiStepForm");
  if (!props) throw new Error("the page has no MultiStepForm island");
  return props;
}

function fieldNames(config: MultiStepFormConfig): string[][] {
  return config.steps.map((step) => step.form.fields.map((field) => field.name));
}

describe("GET /lp/, the paid-search landing page", () => {
  it("has its own header, not the site's, and the form's first step with the step count", async () => {
    const response = await call("/lp/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<header class="lp-header">');
    expect(html).not.toContain('class="site-header"');
    expect(html).toContain("Speak with a family advisor");
    expect(html).toContain('href="tel:+18005550142"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost\/lp\/"\/>/);

    expect(html).toContain('data-island="MultiStepForm"');
    expect(html).toContain(">Step 1 of 3</p>");
    expect(html).toMatch(/<progress class="lp-progress-bar" max="3" value="1"/);
    expect(html).toContain(">Find senior care that fits your family</h1>");
    expect(html).toContain(">Tell us about the care you need</h2>");
    // Step 1's questions, each with a visible label; later steps are not in the markup yet.
    expect(html).toMatch(/<label for="lp-form-inquiry_for">Who are you looking for\?<\/label>/);
    expect(html).toMatch(/<select id="lp-form-inquiry_for" name="inquiry_for" required=""/);
    expect(html).toContain(`<option value="" selected="">${CHOOSE_ONE}</option>`);
    expect(html).toMatch(/<label for="lp-form-care_type">/);
    expect(html).not.toContain('name="full_name"');
    expect(html).not.toContain('name="budget"');
    // Step 1 has no Back; its submit button is Next.
    expect(html).not.toContain(">Back</button>");
    expect(html).toMatch(/<button type="submit" class="button button-primary lp-submit">Next<\/button>/);
    expect(html).toContain("lp-layout-split");

    const props = formProps(html);
    expect(props.layout).toBe("split");
    expect(fieldNames(props.config)).toEqual([
      ["inquiry_for", "care_type"],
      ["budget"],
      ["full_name", "email", "phone", "location"],
    ]);
    expect(props.config.hiddenFields).toEqual([{ name: "source", defaultValue: "paid-search", doNotSubmit: false }]);
  });

  it("under sem-budget-removed, step 2 is the timeline and inquiry_for step, and step 1 no longer asks inquiry_for", async () => {
    const response = await call("/lp/?feature-override=sem-budget-removed:on");
    const html = await response.text();
    expect(response.headers.get("Cache-Control")).toContain("private");
    expect(html).toContain(">Step 1 of 3</p>");
    expect(html).not.toContain('name="inquiry_for"');
    expect(html).toContain('name="care_type"');

    const { config } = formProps(html);
    expect(fieldNames(config)).toEqual([
      ["care_type"],
      ["timeline", "inquiry_for"],
      ["full_name", "email", "phone", "location"],
    ]);
    const variant = config.steps[1];
    expect(variant?.form.headline).toBe(BUDGET_VARIANT_STEP.form.headline);
    const [timeline, who] = variant?.form.fields ?? [];
    expect(timeline?.options.map((option) => option.label)).toEqual([...TIMELINE_OPTIONS]);
    expect(timeline).toMatchObject({ defaultValue: "Urgent", doNotSubmit: true });
    expect(who?.options[0]).toEqual({ label: CHOOSE_ONE, value: "" });
    expect(who?.options.slice(1).map((option) => option.value)).toEqual([
      "Parent(s)",
      "Relative(s)",
      "Friend(s)",
      "Myself",
      "Spouse",
      "Patient/Client",
      "Job",
      "Other",
    ]);
    expect(who?.isRequired).toBe(true);
  });

  it("under sem-hero-behind-form-layout, the hero picture goes behind the form", async () => {
    const html = await (await call("/lp/?feature-override=sem-hero-behind-form-layout:on")).text();
    expect(html).toContain("lp-layout-hero-behind");
    expect(html).not.toContain("lp-layout-split");
    expect(html).toContain('data-layout="hero-behind"');
    expect(formProps(html).layout).toBe("hero-behind");
    // The same form as without the flag.
    expect(fieldNames(formProps(html).config)[1]).toEqual(["budget"]);
  });

  it("keeps the site's own header on other pages", async () => {
    const html = await (await call("/")).text();
    expect(html).toContain('class="site-header"');
    expect(html).not.toContain("lp-header");
  });
});
