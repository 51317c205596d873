/**
 * A line of a program or of what it printed: a console prompt or a notebook
 * cell ("In [3]: print(a*10)", "Out[4]:", ">>> ", "...:"), an assignment or
 * a call, a keyword that opens code (a textbook's pseudocode too: "function Search(graph, …):"), a traceback, or a literal a program
 * echoes back ("{'mike': 'coffee'}", "array([False, …", "['stanley', …").
 * In a tutorial these are the worked example, never a point or a heading.
 */
const CODE_LINE =
  /^(?:In|Out)\s*\[\d*\]|^\.\.\.:|^\$\s|^>>>|^[A-Za-z_][\w.]*(?:=[^=\s]|\s=\s[A-Za-z_]\w*[.([])|^[A-Za-z_][\w.]*\[[^\]]*\]\s?=|^[a-z_][\w.]*\(.*\)$|^(?:def|class|import|return|elif)\b|^(?:function|procedure)\s+[A-Za-z_]\w*\(|^from [\w.]+ import\b|^print\(|^for \w+ in\b|^(?:if|while) .+:$|^else:/;
const OUTPUT_LINE =
  /^(?:-{10,}|-+>\s*\d|\w*(?:Error|Exception)\b.*(?:Traceback|:)|Traceback \(most recent call last\)|File "|\{['"]|\[['"\d[]|['"][^'"]*['"]\s*:|array\(|\w+\]\)|(?:True|False|None)\]?\)?,?$)/;

export function isCodeLine(text: string): boolean {
  const line = text.trim();
  return CODE_LINE.test(line) || OUTPUT_LINE.test(line);
}
