// The 30-page course PDF of bench:generate's outline cases: one section of
// COURSE a page, laid out as lecture notes are (pdfkit, A4): a running head
// and a page number (page furniture), the chapter's title at 20 pt on its
// first page, a numbered section heading at 14 pt, the body at 11 pt, a list
// under its lead-in, an example, and an exercise (not teaching: left out).
import PDFDocument from "pdfkit";
import { COURSE, COURSE_TITLE, type TCourseChapter } from "./course-material.ts";

const LEFT = 60;
const WIDTH = 475;

/** The Earth science course by default; bench:diagrams lays out its history course (history-material.ts) the same way. */
export function makeCoursePdf(
  course: TCourseChapter[] = COURSE,
  courseTitle = COURSE_TITLE,
): Promise<{ bytes: Uint8Array; pages: number }> {
  const doc = new PDFDocument({ autoFirstPage: false, size: "A4", pdfVersion: "1.7", info: { Title: courseTitle } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
  let page = 0;
  for (const [c, chapter] of course.entries()) {
    for (const [s, section] of chapter.sections.entries()) {
      page++;
      // Small margins, so the page number near the foot does not flow onto a page of its own.
      doc.addPage({ size: "A4", margins: { top: 20, bottom: 20, left: LEFT, right: 60 } });
      doc
        .font("Helvetica")
        .fontSize(8)
        .text(`${courseTitle} · Chapter ${c + 1}`, LEFT, 30, { width: WIDTH });
      doc.text(String(page), LEFT, 800, { width: WIDTH, align: "center", lineBreak: false });
      doc.x = LEFT;
      doc.y = 70;
      if (s === 0)
        doc
          .font("Helvetica-Bold")
          .fontSize(20)
          .text(`${c + 1} ${chapter.title}`, { width: WIDTH })
          .moveDown(0.6);
      doc
        .font("Helvetica-Bold")
        .fontSize(14)
        .text(`${c + 1}.${s + 1} ${section.title}`, { width: WIDTH })
        .moveDown(0.5);
      doc.font("Helvetica").fontSize(11).text(section.sentences.join(" "), { width: WIDTH }).moveDown(0.6);
      doc.text(section.leadIn, { width: WIDTH }).moveDown(0.3);
      for (const item of section.items) doc.text(`•  ${item}`, LEFT + 15, undefined, { width: WIDTH - 15 });
      doc.x = LEFT;
      doc.moveDown(0.6).text(section.example, { width: WIDTH }).moveDown(0.6);
      doc
        .font("Helvetica-Oblique")
        .text(
          `Exercise ${c + 1}.${s + 1}. Explain ${section.title.toLowerCase()} in your own words in about 100 words, then compare your answer with a classmate's.`,
          {
            width: WIDTH,
          },
        );
    }
  }
  doc.end();
  return done.then((bytes) => ({ bytes, pages: page }));
}
