import { AppError } from "../../lib/app-error.ts";

/** An unknown key and another learner's answer the same, so keys leak nothing. */
export function diagramNotFound(): AppError {
  return new AppError("DIAGRAM_NOT_FOUND", { message: "Diagram not found" });
}

/** Missing and someone else's source (or deck) answer the same, so ids leak nothing. */
export function diagramNoSource(): AppError {
  return new AppError("DIAGRAM_NO_SOURCE", {
    message: "The source or deck this diagram is drawn from is gone. Make the diagram again from another one.",
  });
}

export function diagramNoModel(): AppError {
  return new AppError("DIAGRAM_NO_MODEL", {
    message: "No model is set up on this server, so diagrams are drawn offline. Choose the offline generator.",
  });
}

export function diagramNotReady(): AppError {
  return new AppError("DIAGRAM_NOT_READY", { message: "This diagram is still being made. Wait for it to finish, then try again." });
}

export function diagramInvalid(problems: string[]): AppError {
  return new AppError("DIAGRAM_INVALID", { message: `This diagram cannot be saved: ${problems.join(" ")}`, details: { problems } });
}
