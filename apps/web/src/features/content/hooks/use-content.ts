import { useQuery } from "@tanstack/react-query";
import { loadContentIndex, loadContentPage, type ContentCollection } from "../api/load-content.ts";

// The files are part of the build: once loaded they never change until the next deploy.
const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

export function useContentPage(collection: ContentCollection, slug: string) {
  return useQuery({ queryKey: ["content", collection, "page", slug], queryFn: () => loadContentPage(collection, slug), ...forever });
}

export function useContentIndex(collection: ContentCollection) {
  return useQuery({ queryKey: ["content", collection, "index"], queryFn: () => loadContentIndex(collection), ...forever });
}
