// Filled in by the diagrams work (issue 32).
export {};
