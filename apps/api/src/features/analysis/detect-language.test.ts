import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error.ts";
import { assertEnglish, detectLanguage } from "./detect-language.ts";
import { FRENCH_REVOLUTION, PHOTOSYNTHESIS, documentOf, sectionsOf } from "../generation/testing/test-texts.ts";

describe("detectLanguage", () => {
  it("accepts English prose, English bullet notes and text too short to judge", () => {
    expect(detectLanguage(PHOTOSYNTHESIS)).toEqual({ isEnglish: true });
    expect(detectLanguage(FRENCH_REVOLUTION)).toEqual({ isEnglish: true });
    expect(
      detectLanguage(
        "- Chloroplasts\n- Thylakoid membranes\n- Stroma\n- Calvin cycle\n- Light-dependent reactions\n- Glucose yield\n- ATP synthase",
      ),
    ).toEqual({ isEnglish: true });
    expect(detectLanguage("Voilà")).toEqual({ isEnglish: true });
  });

  it("rejects other scripts and Latin-script languages", () => {
    expect(detectLanguage("Фотосинтез — это процесс образования глюкозы.")).toEqual({ isEnglish: false, reason: "script" });
    expect(detectLanguage("光合作用是植物利用阳光制造葡萄糖的过程。")).toEqual({ isEnglish: false, reason: "script" });
    expect(
      detectLanguage(
        "Die Photosynthese ist der Prozess, mit dem Pflanzen aus Licht und Wasser Zucker herstellen. Sie findet in den Chloroplasten statt und ist für das Leben auf der Erde wichtig.",
      ),
    ).toEqual({ isEnglish: false, reason: "words" });
    expect(
      detectLanguage(
        "La fotosíntesis es el proceso por el que las plantas usan la luz del sol para producir glucosa. Se realiza en los cloroplastos de las hojas.",
      ),
    ).toEqual({ isEnglish: false, reason: "words" });
  });

  it("throws LANGUAGE_NOT_SUPPORTED for a document that is not English", () => {
    const document = documentOf(
      sectionsOf(["La Révolution française commence en 1789 avec la prise de la Bastille et se termine en 1799 avec le coup d'État."]),
    );
    expect(() => assertEnglish(document)).toThrow(AppError);
    expect(() => assertEnglish(documentOf(sectionsOf([PHOTOSYNTHESIS])))).not.toThrow();
  });
});
