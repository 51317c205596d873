import { Stack, Text, Title } from "@mantine/core";
import { useSession } from "../../lib/auth/use-session.ts";
import { NotesSearch } from "../../features/notes/components/notes-search.tsx";
import { NotesSkeleton } from "../../features/notes/components/notes-skeleton.tsx";
import { NotesVisitor } from "../../features/notes/components/notes-visitor.tsx";

export function NotesRoute() {
  const { user, isPending } = useSession();
  return (
    <Stack gap="lg" component="section" aria-labelledby="notes-title">
      <div>
        <Title order={1} id="notes-title" tabIndex={-1}>
          Notes
        </Title>
        <Text c="dimmed" mt={4}>
          Every card from all your decks in one place. Search them, or narrow down by deck and type.
        </Text>
      </div>
      {isPending ? <NotesSkeleton /> : user ? <NotesSearch /> : <NotesVisitor />}
    </Stack>
  );
}
