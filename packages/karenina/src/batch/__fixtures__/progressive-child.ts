// A verification run in its own process, so a test can kill it mid-run (SIGKILL) and resume.
// env: BASE_URL (loopback server /v1), JSONL (output file), N (questions), JUDGES (comma-separated).
import { runVerification } from '../run-verification.js'
import { batchBenchmark } from './batch-fixtures.js'

const base = process.env.BASE_URL!
const model = (name: string) => ({ interface: 'openai_endpoint', model_name: name, endpoint_base_url: base, endpoint_api_key: 'sk-test' }) as const
await runVerification(
  batchBenchmark(Number(process.env.N)),
  {
    answering_models: [model('gpt-answerer')],
    parsing_models: process.env.JUDGES!.split(',').map(model),
    async_max_workers: 2,
    retry_policy: { connection: { max_attempts: 0 }, timeout: { max_attempts: 0 }, rate_limit: { max_attempts: 0 }, server_error: { max_attempts: 0 } },
  },
  { env: {}, output: { jsonl: process.env.JSONL!, resume: true }, onProgress: (e) => e.type === 'task-finished' && process.stdout.write('.') },
)
process.stdout.write('\ndone\n')
