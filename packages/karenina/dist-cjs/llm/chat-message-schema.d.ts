import { z } from 'zod';
/** zod schema of a {@link ChatMessage} (Karenina's message dict form); unknown keys such as `block_index` are dropped. */
export declare const ChatMessageSchema: z.ZodObject<{
    role: z.ZodEnum<{
        system: "system";
        user: "user";
        assistant: "assistant";
        tool: "tool";
    }>;
    content: z.ZodString;
    tool_calls: z.ZodOptional<z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
        input: z.ZodRecord<z.ZodString, z.ZodUnknown>;
    }, z.core.$strip>>>;
    tool_result: z.ZodOptional<z.ZodObject<{
        tool_use_id: z.ZodString;
        is_error: z.ZodBoolean;
    }, z.core.$strip>>;
    thinking: z.ZodOptional<z.ZodObject<{
        thinking: z.ZodString;
        signature: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
}, z.core.$strip>;
/**
 * A message of a trace a user hands in (`{ messages }`): Karenina's message dict form and nothing else. Unlike
 * {@link ChatMessageSchema} an unknown key is refused: a key we do not read (OpenAI's `tool_call_id`, an SDK's
 * `type`) would otherwise be dropped, and the trace judged without it. A tool message must say which call it
 * answers (`tool_result`), or the harmonized trace would leave its content out.
 */
export declare const TraceMessageSchema: z.ZodObject<{
    role: z.ZodEnum<{
        system: "system";
        user: "user";
        assistant: "assistant";
        tool: "tool";
    }>;
    content: z.ZodString;
    tool_calls: z.ZodOptional<z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
        input: z.ZodRecord<z.ZodString, z.ZodUnknown>;
    }, z.core.$strict>>>;
    tool_result: z.ZodOptional<z.ZodObject<{
        tool_use_id: z.ZodString;
        is_error: z.ZodBoolean;
    }, z.core.$strict>>;
    thinking: z.ZodOptional<z.ZodObject<{
        thinking: z.ZodString;
        signature: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>>;
    block_index: z.ZodOptional<z.ZodNumber>;
    usage_metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strict>;
