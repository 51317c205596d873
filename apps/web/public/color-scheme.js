// Applies the saved light/dark choice before the first paint (Mantine reads the same key).
try {
  var saved = localStorage.getItem("mantine-color-scheme-value");
  var scheme = saved === "light" || saved === "dark" ? saved : matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  document.documentElement.setAttribute("data-mantine-color-scheme", scheme);
} catch (error) {}
