import { Title } from "@mantine/core";

export function NotesRoute() {
  return <Title order={1}>NotesRoute</Title>;
}
