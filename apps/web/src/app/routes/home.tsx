import { Link } from "react-router-dom";
import { useSession } from "../../features/auth/hooks/use-session.ts";

import { paths } from "../paths.ts";

const STEPS = [
  { title: "Bring your notes", text: "Paste text or upload Word, PDF, PowerPoint and images." },
  { title: "Get flashcards", text: "Q&A, cloze, true/false and more — or write your own." },
  { title: "Keep them", text: "Organise decks, study them, export them to other apps." },
];

export function HomeRoute() {
  const { user } = useSession();
  return (
    <div className="home">
      <section className="hero">
        <h1>Turn your notes into flashcards you own.</h1>
        <p className="lead">Mnemo makes study decks from what you already have, so you spend your time remembering, not typing.</p>
        <div className="button-row">
          <Link className="button button-primary button-large" to={paths.decks.getHref()}>
            {user ? "Go to your flashcards" : "Open flashcards"}
          </Link>
          {user ? null : (
            <Link className="button button-large" to={paths.auth.getHref()}>
              Sign in
            </Link>
          )}
        </div>
      </section>
      <ol className="steps" aria-label="How Mnemo works">
        {STEPS.map((step) => (
          <li key={step.title} className="step">
            <h2>{step.title}</h2>
            <p className="muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
