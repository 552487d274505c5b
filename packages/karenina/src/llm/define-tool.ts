import { z } from 'zod'
import type { AgentTool, JsonSchema } from './ports.js'

/** A tool with zod parameters: the input is validated (and typed) before `execute` runs. */
export interface ZodToolDefinition<S extends z.ZodType> extends Pick<AgentTool, 'name' | 'description'> {
  parameters: S
  execute: (input: z.output<S>, options: { signal?: AbortSignal }) => unknown
}

/** A tool with JSON-Schema parameters: the input is passed as the model sent it (`execute` may answer synchronously). */
export interface JsonToolDefinition extends Omit<AgentTool, 'execute'> {
  execute: (input: Record<string, unknown>, options: { signal?: AbortSignal }) => unknown
}

/**
 * Defines an agent tool from a plain function with zod or JSON-Schema parameters.
 * @example
 * defineTool({ name: 'add', description: 'Adds two numbers', parameters: z.object({ a: z.number(), b: z.number() }),
 *   execute: ({ a, b }) => a + b })
 */
export function defineTool<S extends z.ZodType>(definition: ZodToolDefinition<S>): AgentTool
export function defineTool(definition: JsonToolDefinition): AgentTool
export function defineTool(definition: ZodToolDefinition<z.ZodType> | JsonToolDefinition): AgentTool {
  const { name, description } = definition
  if (definition.parameters instanceof z.ZodType) {
    const schema = definition.parameters
    const execute = definition.execute as ZodToolDefinition<z.ZodType>['execute']
    const { $schema: _ignored, ...parameters } = z.toJSONSchema(schema, { io: 'input' }) as JsonSchema
    return {
      name,
      description,
      parameters,
      execute: async (input, options) => {
        const parsed = schema.safeParse(input)
        if (!parsed.success) throw new Error(`invalid arguments for tool ${name}: ${z.prettifyError(parsed.error)}`)
        return execute(parsed.data, options)
      },
    }
  }
  const execute = (definition as JsonToolDefinition).execute
  return { name, description, parameters: definition.parameters, execute: async (input, options) => execute(input, options) }
}
