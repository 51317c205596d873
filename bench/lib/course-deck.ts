// The 40-slide course deck of bench:generate's outline cases, from the same
// material as the PDF (a course's slides and handout say the same things): a
// title slide, an agenda, two slides for each of the first 18 sections (its
// definitions and facts; its list, titled by the lead-in) with the example in
// the speaker notes, a summary and a questions slide.
import { makePptx, type TPptxSlide } from "../../apps/api/src/features/generation/testing/make-fixtures.ts";
import { COURSE, COURSE_TITLE } from "./course-material.ts";

const CONTENT_SECTIONS = 18;

export async function makeCourseDeck(): Promise<{ bytes: Uint8Array; slides: number }> {
  const sections = COURSE.flatMap((chapter) => chapter.sections).slice(0, CONTENT_SECTIONS);
  const slides: TPptxSlide[] = [
    { title: COURSE_TITLE, bullets: ["Lecture 1 to 4", "Department of Geography"] },
    { title: "Agenda", bullets: COURSE.slice(0, 4).map((chapter) => chapter.title) },
    ...sections.flatMap((section): TPptxSlide[] => [
      { title: section.title, bullets: section.sentences, notes: section.example },
      { title: section.leadIn.replace(/:$/, ""), bullets: section.items },
    ]),
    { title: "Summary", bullets: sections.filter((_, i) => i % 3 === 0).map((section) => section.sentences[0] ?? section.title) },
    { title: "Questions?", bullets: ["Office hours: Tuesday 14:00 to 16:00, room B2.14"] },
  ];
  return { bytes: await makePptx({ slides }), slides: slides.length };
}
