import { z } from 'zod';
/** The judge-facing shape of a classic Python template, read without running it. */
export interface ClassicClassOutline {
    className: string;
    /** Field name → zod schema (with the Field description), in declaration order. */
    shape: Record<string, z.ZodType>;
    /** The class body defines `verify` / `verify_granular`. */
    hasVerify: boolean;
    hasVerifyGranular: boolean;
}
/**
 * Reads the fields of a classic template's `BaseAnswer` class (annotated class-level statements with an
 * optional `Field(description=...)`), skipping method bodies, so the judge schema is known at load time.
 * The sandbox defines the class later and checks that its fields match.
 */
export declare function readClassicOutline(source: string): ClassicClassOutline;
