import type { TOutlinePointKind } from "@mnemo/api-contract";

/**
 * The kind of a point from simple cues in its words, once the finders have
 * had their say (a definition or a dated event is known from the analysis).
 * Order matters: a formula or a comparison is more telling than a "because".
 */
const CUES: [TOutlinePointKind, RegExp][] = [
  ["formula", /(?:[=≈≤≥]|\b(?:equals?|is equal to|multiplied by|divided by|the sum of|the product of|proportional to)\b)/i],
  [
    "comparison",
    /\b(?:unlike|whereas|compared (?:to|with)|in contrast|vs\.?|versus|differs? from|difference between|more \w+ than|less \w+ than|rather than|while)\b/i,
  ],
  [
    "classification",
    /\b(?:types? of|kinds? of|categories|classes of|forms of|consists? of|comprises?|is divided into|are divided into|can be classified|two main|three main|four main)\b/i,
  ],
  ["process_step", /\b(?:first(?:ly)?,|then\b|next,|finally,|after that|step \d|stages?\b|followed by)/i],
  [
    "cause_effect",
    /\b(?:because|leads? to|led to|causes?d?|results? in|resulted in|due to|therefore|as a result|so that|consequently|thus|hence|produces?|weil|daher|führt zu|因为|所以|导致)\b/i,
  ],
  [
    "claim_evidence",
    /\b(?:shows? that|showed that|found that|evidence|studies|study|research (?:shows|suggests)|data (?:show|suggest)|according to|survey)\b/i,
  ],
];

/** What a list's lead-in says its items are. */
const LEAD_CUES: [TOutlinePointKind, RegExp][] = [
  ["classification", /\b(?:types?|kinds?|categories|classes|forms|components|parts|elements|consists?|include|includes|levels)\b/i],
  ["process_step", /\b(?:steps?|stages?|phases?|process|procedure|algorithm|how to)\b/i],
  ["cause_effect", /\b(?:causes?|reasons?|effects?|consequences?|results?|leads? to|because|ursachen|gründe|原因)\b/i],
  ["comparison", /\b(?:vs\.?|versus|differences?|compared?|unlike)\b/i],
];

export function pointKind(text: string): TOutlinePointKind {
  return CUES.find(([, cue]) => cue.test(text))?.[0] ?? "fact";
}

export function leadKind(lead: string): TOutlinePointKind | undefined {
  return LEAD_CUES.find(([, cue]) => cue.test(lead))?.[0];
}
