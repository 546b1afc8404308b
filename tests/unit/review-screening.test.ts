/** The review guidelines the screening checks (domain/reviews/review-screening.ts). */
import { describe, expect, it } from "vitest";
import { caringStarsEligible } from "../../domain/awards/awards.ts";
import { en } from "../../domain/i18n/en.ts";
import {
  guidelineProblems,
  hasLink,
  hasObsceneWord,
  normalReviewText,
  otherPersonFullName,
} from "../../domain/reviews/review-screening.ts";

const GUIDELINE_MESSAGES = en.reviews.messages.guidelines;

const author = { authorName: "Pat Quinn" };

describe("links", () => {
  it.each([
    "See https://example.com/reviews for more",
    "see http://x.y",
    "Visit www.bestcare.example now",
    "their site x.com has prices",
    "go to sunny-days.org/page",
    "email me at pat@mail.net",
    "HTTPS://LOUD.EXAMPLE",
  ])("finds one in %j", (text) => {
    expect(hasLink(text)).toBe(true);
  });

  it.each([
    "The food was fine.Staff were kind.",
    "We paid $4,500 a month, e.g. about 4.5 stars.",
    "Mom moved in on 3.15 and loved it",
    "Dr. Smith visits weekly; St. Louis is far.",
    "They care.Really!",
  ])("finds none in %j", (text) => {
    expect(hasLink(text)).toBe(false);
  });
});

describe("obscene words", () => {
  it.each(["This place is SHIT", "a bullshit excuse", "the fucking bill", "What an Asshole."])(
    "finds one in %j",
    (text) => {
      expect(hasObsceneWord(text)).toBe(true);
    },
  );

  it.each([
    "Shitake mushrooms at dinner",
    "A needle prick hurt a little",
    "Dick Van Dyke played at the party",
    "Scunthorpe native, assessment was thorough, classic cocktails",
    "What the hell, damn good food",
  ])("finds none in %j (whole words only, innocent senses left out)", (text) => {
    expect(hasObsceneWord(text)).toBe(false);
  });
});

describe("other people's full names", () => {
  it.each([
    ["Our nurse Mary Johnson was wonderful.", "Mary Johnson"],
    ["Ask for James O'Brien at the desk", "James O'Brien"],
    ["Dr. Susan McDonald visits weekly", "Susan McDonald"],
    ["The director, Karen Smith-Jones, called back", "Karen Smith-Jones"],
  ])("finds %j", (text, name) => {
    expect(otherPersonFullName(text, author)).toBe(name);
  });

  it.each([
    "Dr. Smith and Nurse Carol were kind.",
    "Great Staff and The Dining Room is lovely.",
    "We drove from San Antonio to Round Rock.",
    "Mary helped. Then Johnson came.",
    "The Rose Garden and the Grace Chapel are peaceful.",
    "mary johnson lower case is not a name as written",
    "Linda Was Great, Carol Is Amazing",
  ])("finds none in %j", (text) => {
    expect(otherPersonFullName(text, author)).toBeNull();
  });

  it("spares the author's own name and the provider's name", () => {
    expect(otherPersonFullName("I am Mary Johnson, her daughter.", { authorName: "Mary Johnson" })).toBeNull();
    expect(
      otherPersonFullName("Living at Martha Washington Manor was good", {
        authorName: "Pat Quinn",
        providerName: "Martha Washington Manor",
      }),
    ).toBeNull();
    expect(otherPersonFullName("Living at Martha Washington Manor was good", author)).toBe("Martha Washington");
  });
});

describe("guidelineProblems", () => {
  it("lists each broken guideline once, in order, with the message the author reads", () => {
    expect(
      guidelineProblems(
        { body: "Shit service, see www.x.com, ask Mary Johnson", authorName: "Pat Quinn" },
        GUIDELINE_MESSAGES,
      ),
    ).toEqual([
      { guideline: "links", message: GUIDELINE_MESSAGES.links },
      { guideline: "obscene", message: GUIDELINE_MESSAGES.obscene },
      { guideline: "full-name", message: GUIDELINE_MESSAGES["full-name"] },
    ]);
    expect(GUIDELINE_MESSAGES).toEqual({
      links: "Please remove links from your review",
      obscene: "Please remove obscene language",
      "full-name": "Please do not include another person's full name",
    });
  });

  it("checks the author's name for links and obscene words too", () => {
    expect(guidelineProblems({ body: "Lovely place.", authorName: "visit spam.com" }, GUIDELINE_MESSAGES)).toHaveLength(
      1,
    );
    expect(
      guidelineProblems({ body: "Lovely place.", authorName: "Pat the Bastard" }, GUIDELINE_MESSAGES),
    ).toHaveLength(1);
  });

  it("passes an ordinary review", () => {
    expect(
      guidelineProblems(
        {
          body: "Mom has lived here two years. Nurse Carol and Dr. Patel are kind; the food is so-so.",
          authorName: "Pat Quinn",
          providerName: "Sunrise of Austin",
        },
        GUIDELINE_MESSAGES,
      ),
    ).toEqual([]);
  });
});

describe("normalReviewText", () => {
  it("folds whitespace runs and letter case", () => {
    expect(normalReviewText("  Great   place!\n\nKind\tSTAFF ")).toBe("great place! kind staff");
  });
});

describe("caringStarsEligible", () => {
  it("needs five recent approved reviews averaging 4.5 or better", () => {
    expect(caringStarsEligible([5, 5, 5, 5])).toBe(false);
    expect(caringStarsEligible([5, 5, 4, 4, 5])).toBe(true);
    expect(caringStarsEligible([5, 5, 4, 4, 4])).toBe(false);
  });
});
