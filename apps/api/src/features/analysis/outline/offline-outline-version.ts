/** The offline analyser's name and version: bump it when the offline outline changes, so stored outlines are rebuilt. */
export const OFFLINE_OUTLINE_ANALYSER = "offline@7";
