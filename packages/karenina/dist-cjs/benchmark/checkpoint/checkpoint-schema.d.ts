import { z } from 'zod';
import { PyFloat } from '../../compat/py-float-value.js';
/** schema.org `PropertyValue`; `value` is omitted when it was None (Karenina dumps with exclude_none). */
export declare const PropertyValueSchema: z.ZodObject<{
    '@type': z.ZodOptional<z.ZodLiteral<"PropertyValue">>;
    name: z.ZodString;
    value: z.ZodOptional<z.ZodUnknown>;
}, z.core.$strip>;
/** schema.org `Rating`: one rubric trait. */
export declare const RatingSchema: z.ZodObject<{
    '@type': z.ZodOptional<z.ZodLiteral<"Rating">>;
    '@id': z.ZodOptional<z.ZodNullable<z.ZodString>>;
    name: z.ZodString;
    description: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    bestRating: z.ZodCustom<number | PyFloat, number | PyFloat>;
    worstRating: z.ZodCustom<number | PyFloat, number | PyFloat>;
    ratingValue: z.ZodOptional<z.ZodNullable<z.ZodCustom<number | PyFloat, number | PyFloat>>>;
    ratingExplanation: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    additionalType: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    additionalProperty: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
        '@type': z.ZodOptional<z.ZodLiteral<"PropertyValue">>;
        name: z.ZodString;
        value: z.ZodOptional<z.ZodUnknown>;
    }, z.core.$strip>>>>;
}, z.core.$strip>;
/** schema.org `SoftwareSourceCode`: the answer template's Python source. */
export declare const SourceCodeSchema: z.ZodObject<{
    '@type': z.ZodOptional<z.ZodLiteral<"SoftwareSourceCode">>;
    '@id': z.ZodOptional<z.ZodNullable<z.ZodString>>;
    name: z.ZodString;
    text: z.ZodString;
    programmingLanguage: z.ZodNullable<z.ZodOptional<z.ZodLiteral<"Python">>>;
    codeRepository: z.ZodOptional<z.ZodNullable<z.ZodString>>;
}, z.core.$strip>;
export declare const AnswerSchema: z.ZodObject<{
    '@type': z.ZodOptional<z.ZodLiteral<"Answer">>;
    '@id': z.ZodOptional<z.ZodNullable<z.ZodString>>;
    text: z.ZodString;
}, z.core.$strip>;
export declare const QuestionNodeSchema: z.ZodObject<{
    '@type': z.ZodOptional<z.ZodLiteral<"Question">>;
    '@id': z.ZodOptional<z.ZodNullable<z.ZodString>>;
    text: z.ZodString;
    acceptedAnswer: z.ZodObject<{
        '@type': z.ZodOptional<z.ZodLiteral<"Answer">>;
        '@id': z.ZodOptional<z.ZodNullable<z.ZodString>>;
        text: z.ZodString;
    }, z.core.$strip>;
    hasPart: z.ZodObject<{
        '@type': z.ZodOptional<z.ZodLiteral<"SoftwareSourceCode">>;
        '@id': z.ZodOptional<z.ZodNullable<z.ZodString>>;
        name: z.ZodString;
        text: z.ZodString;
        programmingLanguage: z.ZodNullable<z.ZodOptional<z.ZodLiteral<"Python">>>;
        codeRepository: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }, z.core.$strip>;
    rating: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
        '@type': z.ZodOptional<z.ZodLiteral<"Rating">>;
        '@id': z.ZodOptional<z.ZodNullable<z.ZodString>>;
        name: z.ZodString;
        description: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        bestRating: z.ZodCustom<number | PyFloat, number | PyFloat>;
        worstRating: z.ZodCustom<number | PyFloat, number | PyFloat>;
        ratingValue: z.ZodOptional<z.ZodNullable<z.ZodCustom<number | PyFloat, number | PyFloat>>>;
        ratingExplanation: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        additionalType: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        additionalProperty: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
            '@type': z.ZodOptional<z.ZodLiteral<"PropertyValue">>;
            name: z.ZodString;
            value: z.ZodOptional<z.ZodUnknown>;
        }, z.core.$strip>>>>;
    }, z.core.$strip>>>>;
    additionalProperty: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
        '@type': z.ZodOptional<z.ZodLiteral<"PropertyValue">>;
        name: z.ZodString;
        value: z.ZodOptional<z.ZodUnknown>;
    }, z.core.$strip>>>>;
    keywords: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
}, z.core.$strip>;
/** `dataFeedElement[i]`: one question with its dates. */
export declare const DataFeedItemSchema: z.ZodObject<{
    '@type': z.ZodOptional<z.ZodLiteral<"DataFeedItem">>;
    '@id': z.ZodOptional<z.ZodNullable<z.ZodString>>;
    dateCreated: z.ZodString;
    dateModified: z.ZodString;
    keywords: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
    item: z.ZodObject<{
        '@type': z.ZodOptional<z.ZodLiteral<"Question">>;
        '@id': z.ZodOptional<z.ZodNullable<z.ZodString>>;
        text: z.ZodString;
        acceptedAnswer: z.ZodObject<{
            '@type': z.ZodOptional<z.ZodLiteral<"Answer">>;
            '@id': z.ZodOptional<z.ZodNullable<z.ZodString>>;
            text: z.ZodString;
        }, z.core.$strip>;
        hasPart: z.ZodObject<{
            '@type': z.ZodOptional<z.ZodLiteral<"SoftwareSourceCode">>;
            '@id': z.ZodOptional<z.ZodNullable<z.ZodString>>;
            name: z.ZodString;
            text: z.ZodString;
            programmingLanguage: z.ZodNullable<z.ZodOptional<z.ZodLiteral<"Python">>>;
            codeRepository: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        }, z.core.$strip>;
        rating: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
            '@type': z.ZodOptional<z.ZodLiteral<"Rating">>;
            '@id': z.ZodOptional<z.ZodNullable<z.ZodString>>;
            name: z.ZodString;
            description: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            bestRating: z.ZodCustom<number | PyFloat, number | PyFloat>;
            worstRating: z.ZodCustom<number | PyFloat, number | PyFloat>;
            ratingValue: z.ZodOptional<z.ZodNullable<z.ZodCustom<number | PyFloat, number | PyFloat>>>;
            ratingExplanation: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            additionalType: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            additionalProperty: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
                '@type': z.ZodOptional<z.ZodLiteral<"PropertyValue">>;
                name: z.ZodString;
                value: z.ZodOptional<z.ZodUnknown>;
            }, z.core.$strip>>>>;
        }, z.core.$strip>>>>;
        additionalProperty: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
            '@type': z.ZodOptional<z.ZodLiteral<"PropertyValue">>;
            name: z.ZodString;
            value: z.ZodOptional<z.ZodUnknown>;
        }, z.core.$strip>>>>;
        keywords: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
    }, z.core.$strip>;
}, z.core.$strip>;
export declare const PersonSchema: z.ZodObject<{
    '@type': z.ZodOptional<z.ZodLiteral<"Person">>;
    name: z.ZodString;
    url: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    email: z.ZodOptional<z.ZodNullable<z.ZodString>>;
}, z.core.$strip>;
/** The whole checkpoint (`JsonLdCheckpoint`). */
export declare const CheckpointSchema: z.ZodObject<{
    '@context': z.ZodRecord<z.ZodString, z.ZodUnknown>;
    '@type': z.ZodOptional<z.ZodLiteral<"DataFeed">>;
    '@id': z.ZodOptional<z.ZodNullable<z.ZodString>>;
    name: z.ZodString;
    description: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    version: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    creator: z.ZodOptional<z.ZodNullable<z.ZodUnion<readonly [z.ZodString, z.ZodObject<{
        '@type': z.ZodOptional<z.ZodLiteral<"Person">>;
        name: z.ZodString;
        url: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        email: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }, z.core.$strip>]>>>;
    dateCreated: z.ZodString;
    dateModified: z.ZodString;
    rating: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
        '@type': z.ZodOptional<z.ZodLiteral<"Rating">>;
        '@id': z.ZodOptional<z.ZodNullable<z.ZodString>>;
        name: z.ZodString;
        description: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        bestRating: z.ZodCustom<number | PyFloat, number | PyFloat>;
        worstRating: z.ZodCustom<number | PyFloat, number | PyFloat>;
        ratingValue: z.ZodOptional<z.ZodNullable<z.ZodCustom<number | PyFloat, number | PyFloat>>>;
        ratingExplanation: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        additionalType: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        additionalProperty: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
            '@type': z.ZodOptional<z.ZodLiteral<"PropertyValue">>;
            name: z.ZodString;
            value: z.ZodOptional<z.ZodUnknown>;
        }, z.core.$strip>>>>;
    }, z.core.$strip>>>>;
    dataFeedElement: z.ZodArray<z.ZodObject<{
        '@type': z.ZodOptional<z.ZodLiteral<"DataFeedItem">>;
        '@id': z.ZodOptional<z.ZodNullable<z.ZodString>>;
        dateCreated: z.ZodString;
        dateModified: z.ZodString;
        keywords: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
        item: z.ZodObject<{
            '@type': z.ZodOptional<z.ZodLiteral<"Question">>;
            '@id': z.ZodOptional<z.ZodNullable<z.ZodString>>;
            text: z.ZodString;
            acceptedAnswer: z.ZodObject<{
                '@type': z.ZodOptional<z.ZodLiteral<"Answer">>;
                '@id': z.ZodOptional<z.ZodNullable<z.ZodString>>;
                text: z.ZodString;
            }, z.core.$strip>;
            hasPart: z.ZodObject<{
                '@type': z.ZodOptional<z.ZodLiteral<"SoftwareSourceCode">>;
                '@id': z.ZodOptional<z.ZodNullable<z.ZodString>>;
                name: z.ZodString;
                text: z.ZodString;
                programmingLanguage: z.ZodNullable<z.ZodOptional<z.ZodLiteral<"Python">>>;
                codeRepository: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            }, z.core.$strip>;
            rating: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
                '@type': z.ZodOptional<z.ZodLiteral<"Rating">>;
                '@id': z.ZodOptional<z.ZodNullable<z.ZodString>>;
                name: z.ZodString;
                description: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                bestRating: z.ZodCustom<number | PyFloat, number | PyFloat>;
                worstRating: z.ZodCustom<number | PyFloat, number | PyFloat>;
                ratingValue: z.ZodOptional<z.ZodNullable<z.ZodCustom<number | PyFloat, number | PyFloat>>>;
                ratingExplanation: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                additionalType: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                additionalProperty: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
                    '@type': z.ZodOptional<z.ZodLiteral<"PropertyValue">>;
                    name: z.ZodString;
                    value: z.ZodOptional<z.ZodUnknown>;
                }, z.core.$strip>>>>;
            }, z.core.$strip>>>>;
            additionalProperty: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
                '@type': z.ZodOptional<z.ZodLiteral<"PropertyValue">>;
                name: z.ZodString;
                value: z.ZodOptional<z.ZodUnknown>;
            }, z.core.$strip>>>>;
            keywords: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    hasPart: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodRecord<z.ZodString, z.ZodUnknown>>>>;
    additionalProperty: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
        '@type': z.ZodOptional<z.ZodLiteral<"PropertyValue">>;
        name: z.ZodString;
        value: z.ZodOptional<z.ZodUnknown>;
    }, z.core.$strip>>>>;
}, z.core.$strip>;
export type CheckpointPropertyValue = z.output<typeof PropertyValueSchema>;
export type CheckpointRating = z.output<typeof RatingSchema>;
export type CheckpointDataFeedItem = z.output<typeof DataFeedItemSchema>;
export type CheckpointPerson = z.output<typeof PersonSchema>;
export type CheckpointDocument = z.output<typeof CheckpointSchema>;
/** Python's name for the type of a JSON value, for "expected string, got number" messages. */
export declare function jsonTypeName(value: unknown): string;
/** The value at a JSON path (undefined when the path leads nowhere). */
export declare function valueAtPath(root: unknown, path: readonly PropertyKey[]): unknown;
/** One zod issue as `expected string, got number` (the value is looked up in the raw document). */
export declare function describeIssue(issue: z.core.$ZodIssue, root: unknown): string;
