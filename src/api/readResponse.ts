import * as z from 'zod/mini';
import { ApiParseError } from './ApiError';

/** The product API's error body: its first reason description is shown when present. */
const errorBodySchema = z.object({
  reasons: z.array(z.object({ description: z.string() })).check(z.minLength(1)),
});

/** The first reason description of an error body, or undefined when it has none. */
export function firstReason(text: string): string | undefined {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.reasons[0]?.description : undefined;
  } catch {
    return undefined;
  }
}

const snippet = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

/** Parses a 2xx body with `schema`; anything else is an `ApiParseError`, never a cast. */
export function parseBody<T>(text: string, schema: z.ZodMiniType<T>, endpoint: string): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiParseError(endpoint, `Invalid JSON: ${snippet(text)}`);
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new ApiParseError(endpoint, `Unexpected shape: ${issues.join('; ')}`);
}
