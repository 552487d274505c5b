"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.progressFileOf = progressFileOf;
exports.verifyCommand = verifyCommand;
const node_crypto_1 = require("node:crypto");
const promises_1 = require("node:fs/promises");
const node_path_1 = require("node:path");
const commander_1 = require("commander");
const progressive_save_js_1 = require("../../batch/progressive-save.js");
const run_verification_js_1 = require("../../batch/run-verification.js");
const verification_config_js_1 = require("../../config/verification-config.js");
const verification_batch_error_js_1 = require("../../results/verification-batch-error.js");
const html_report_js_1 = require("../../report/html-report.js");
const summary_table_js_1 = require("../../report/summary-table.js");
const export_js_1 = require("../../results/export.js");
const output_file_js_1 = require("../../utils/output-file.js");
const scenario_execution_result_js_1 = require("../../scenario-executor/scenario-execution-result.js");
const scenario_summary_js_1 = require("../../scenario-executor/scenario-summary.js");
const stored_result_set_js_1 = require("../../results/stored-result-set.js");
const regex_budget_js_1 = require("../../regex-guard/regex-budget.js");
const rubric_definition_js_1 = require("../../results/rubric-definition.js");
const cli_error_js_1 = require("../cli-error.js");
const cli_io_js_1 = require("../cli-io.js");
const exit_codes_js_1 = require("../exit-codes.js");
const open_checkpoint_js_1 = require("../open-checkpoint.js");
const pass_rate_gate_js_1 = require("../pass-rate-gate.js");
const parse_options_js_1 = require("../parse-options.js");
const test_fault_js_1 = require("../test-fault.js");
const progress_reporter_js_1 = require("../progress-reporter.js");
const waiting_notice_js_1 = require("../waiting-notice.js");
const template_module_js_1 = require("../template-module.js");
const stages_module_js_1 = require("../stages-module.js");
const stage_graph_error_js_1 = require("../../errors/stage-graph-error.js");
const verify_config_js_1 = require("../verify-config.js");
function progressFileOf(output) {
    return output.replace(/\.json$/i, '') + '.results.jsonl';
}
function modelInfo(model) {
    return { provider: model.model_provider, name: model.model_name, temperature: model.temperature, interface: model.interface };
}
async function nonEmptyFile(path) {
    return (0, promises_1.stat)(path).then((s) => s.size > 0, () => false);
}
function checkQuestionIds(benchmark, ids, config) {
    if (!ids)
        return;
    const known = benchmark.getQuestionIds();
    for (const id of ids) {
        if (!benchmark.hasQuestion(id)) {
            const sample = known.slice(0, 5).map((k) => JSON.stringify(k)).join(', ');
            throw new cli_error_js_1.CliError(`--questions: unknown question id ${JSON.stringify(id)} (the checkpoint has ${known.length}: ${sample}${known.length > 5 ? ', …' : ''})`);
        }
        if (config.evaluation_mode !== 'rubric_only' && benchmark.getQuestion(id).template === null) {
            throw new cli_error_js_1.CliError(`--questions: question ${JSON.stringify(id)} has no answer template (use --mode rubric_only, or add a template)`);
        }
    }
}
function scenarioRunsOf(results) {
    return (results.scenarioResults ?? []).filter((r) => r instanceof scenario_execution_result_js_1.ScenarioExecutionResult);
}
async function runVerify(checkpoint, opts, io) {
    const checkpointPath = (0, node_path_1.resolve)(io.cwd, checkpoint);
    if (opts.resume && !opts.output)
        throw new cli_error_js_1.CliError('--resume needs --output (the run continues the results saved beside it)');
    const env = { ...io.env };
    if (opts.replay)
        env['KARENINA_REPLAY'] = opts.replay;
    if (opts.cassette)
        env['KARENINA_REPLAY_CASSETTE'] = (0, node_path_1.resolve)(io.cwd, opts.cassette);
    const configInput = await (0, verify_config_js_1.buildVerifyConfig)(opts, io.cwd);
    const config = (0, verification_config_js_1.resolveVerificationConfig)(configInput, env);
    if (opts.regexTimeout === undefined)
        (0, regex_budget_js_1.regexTimeoutMs)();
    const registered = opts.templates ? await (0, template_module_js_1.loadTemplateModule)(opts.templates, io.cwd) : undefined;
    const stages = opts.stages ? await (0, stages_module_js_1.loadStagesModule)(opts.stages, io.cwd) : undefined;
    const benchmark = await (0, open_checkpoint_js_1.openCheckpoint)(checkpointPath, { onWarning: (message) => (0, cli_io_js_1.writeLine)(io.stderr, `warning: ${message}`), ...(registered ? { registered } : {}) });
    checkQuestionIds(benchmark, opts.questions, config);
    const output = opts.output ? (0, node_path_1.resolve)(io.cwd, opts.output) : undefined;
    const html = opts.html ? (0, node_path_1.resolve)(io.cwd, opts.html) : undefined;
    const inputs = [checkpointPath, ...[opts.config, opts.manualTraces, opts.templates, opts.replayStore, opts.cassette].map((f) => (f ? (0, node_path_1.resolve)(io.cwd, f) : undefined))];
    const outputTarget = output ? await (0, output_file_js_1.resolveOutputTarget)(output, { inputs }) : undefined;
    if (html)
        await (0, output_file_js_1.resolveOutputTarget)(html, { inputs: [...inputs, output] });
    const jsonl = output && outputTarget?.mode === 'replace' ? progressFileOf(output) : undefined;
    if (opts.resume && !jsonl)
        throw new cli_error_js_1.CliError(`--resume needs a regular --output file: ${output} is written in place (a device, a FIFO or stdout) and has no progress file beside it`);
    if (jsonl)
        await (0, output_file_js_1.resolveOutputTarget)(jsonl, { inputs: [...inputs, output, html], regularOnly: true });
    if (jsonl && !opts.resume && (await nonEmptyFile(jsonl))) {
        throw new cli_error_js_1.CliError(`${jsonl} holds the results of an unfinished run: add --resume to continue it, or delete the file to start over`);
    }
    for (const file of [output, html])
        if (file)
            await (0, promises_1.mkdir)((0, node_path_1.dirname)(file), { recursive: true });
    const style = opts.progress === 'auto' ? ((0, cli_io_js_1.isInteractive)(io.stderr, env) ? 'bar' : 'plain') : opts.progress;
    const reporter = (0, progress_reporter_js_1.createProgressReporter)(style, io.stderr);
    if (opts.regexTimeout !== undefined)
        (0, regex_budget_js_1.setRegexTimeout)(opts.regexTimeout * 1000);
    const waiting = opts.waitingNotice > 0 ? new waiting_notice_js_1.WaitingNotice(io.stderr, opts.waitingNotice) : null;
    const controller = new AbortController();
    let stoppedBy = null;
    const onSignal = (signal) => {
        stoppedBy ??= signal;
        reporter.stop();
        (0, cli_io_js_1.writeLine)(io.stderr, `\n${signal}: stopping; results finished so far are kept${jsonl ? ` in ${jsonl}` : ''}`);
        controller.abort(new Error(`interrupted by ${signal}`));
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    const runName = opts.runName ?? `run_${(0, node_crypto_1.randomUUID)().replaceAll('-', '').slice(0, 8)}`;
    const startTime = Date.now() / 1000;
    let results;
    let exit = exit_codes_js_1.EXIT.ok;
    try {
        results = await (0, run_verification_js_1.runVerification)(benchmark, configInput, {
            env,
            runName,
            signal: controller.signal,
            onProgress: (event) => {
                if (event.type === 'task-finished' || event.type === 'scenario-finished')
                    (0, test_fault_js_1.injectTestFault)(env, 'progress');
                reporter.onEvent(event);
                waiting?.onEvent(event);
            },
            ...(opts.questions ? { questionIds: opts.questions } : {}),
            ...(opts.trustCheckpoint ? { trustCheckpoint: true } : {}),
            ...(stages ? { stages } : {}),
            ...(jsonl ? { output: { jsonl, resume: opts.resume ?? false }, keepResults: false } : {}),
        });
    }
    catch (error) {
        if (error instanceof stage_graph_error_js_1.StageGraphError && opts.stages) {
            throw new cli_error_js_1.CliError(error.message.replace(/^(runVerification|runScenarios) options › stages/, `--stages ${opts.stages} › default export`));
        }
        if (!(error instanceof verification_batch_error_js_1.VerificationBatchError))
            throw error;
        results = error.partialResults;
        exit = stoppedBy === 'SIGINT' ? exit_codes_js_1.EXIT.sigint : stoppedBy === 'SIGTERM' ? exit_codes_js_1.EXIT.sigterm : exit_codes_js_1.EXIT.incomplete;
        reporter.stop();
        const why = error.reason === 'timeout' ? 'timed out' : 'was interrupted';
        (0, cli_io_js_1.writeLine)(io.stderr, `the run ${why}: ${results.length} results finished, ${error.unfinished} tasks left.`);
        if (jsonl)
            (0, cli_io_js_1.writeLine)(io.stderr, `rerun the same command with --resume to do the rest (progress file: ${jsonl})`);
    }
    finally {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
        waiting?.stop();
        reporter.stop();
    }
    const color = opts.color !== false && (0, cli_io_js_1.useColor)(io.stdout, env);
    (0, cli_io_js_1.writeLine)(io.stdout);
    const summarized = (0, stored_result_set_js_1.summaryResultsOf)(results);
    (0, cli_io_js_1.writeLine)(io.stdout, (0, summary_table_js_1.formatSummary)(summarized, { color, title: exit !== exit_codes_js_1.EXIT.ok ? 'Partial summary' : `Summary of ${(0, node_path_1.basename)(checkpointPath)}` }));
    if (benchmark.isScenarioBenchmark)
        (0, cli_io_js_1.writeLine)(io.stdout, `\n${(0, scenario_summary_js_1.formatScenarioSummary)(scenarioRunsOf(results))}`);
    if (exit !== exit_codes_js_1.EXIT.ok)
        return exit;
    if (output) {
        const globalRubric = benchmark.getGlobalRubric();
        await (0, export_js_1.writeResultsExport)(output, results, {
            job: {
                jobId: runName,
                answeringModels: config.answering_models.map(modelInfo),
                parsingModels: config.parsing_models.map(modelInfo),
                totalQuestions: new Set(summarized.map((r) => r.metadata.question_id)).size,
                successfulCount: summarized.filter((r) => r.metadata.failure === null).length,
                failedCount: summarized.filter((r) => r.metadata.failure !== null).length,
                startTime,
                endTime: Date.now() / 1000,
                isComplete: true,
            },
            rubricDefinition: (0, rubric_definition_js_1.rubricDefinition)(globalRubric),
        }, { inputs });
    }
    if (html)
        await (0, html_report_js_1.writeHtmlReport)(html, results.results, { title: `${benchmark.name}: verification report`, subtitle: `${(0, node_path_1.basename)(checkpointPath)} · ${runName}` }, { inputs: [...inputs, output] });
    if (output) {
        if (jsonl && benchmark.isScenarioBenchmark)
            await (0, promises_1.rm)(jsonl, { force: true });
        else if (jsonl) {
            const saved = await (0, progressive_save_js_1.countProgressFile)(jsonl);
            if (saved <= results.length)
                await (0, promises_1.rm)(jsonl, { force: true });
            else
                (0, cli_io_js_1.writeLine)(io.stderr, `kept ${jsonl}: it also holds ${saved - results.length} results of tasks outside this run`);
        }
        (0, cli_io_js_1.writeLine)(io.stdout, `\nresults: ${output}`);
    }
    if (html)
        (0, cli_io_js_1.writeLine)(io.stdout, `report:  ${html}`);
    return (0, pass_rate_gate_js_1.checkRun)(summarized, { minPassRate: opts.minPassRate, allowErrors: opts.allowErrors }, io);
}
function verifyCommand(io, done) {
    return new commander_1.Command('verify')
        .description('run a benchmark checkpoint: answer every question with each answering model, judge with each parsing model')
        .argument('<checkpoint>', 'JSON-LD checkpoint (.jsonld) written by Karenina or karenina-ts')
        .option('-a, --answering <model...>', 'answering models: provider:model (openai:gpt-4.1-mini), interface:model, openai_endpoint:model@http://host/v1, or manual')
        .option('-p, --parsing <model...>', 'judge (parsing) models, same syntax')
        .addOption(new commander_1.Option('-m, --mode <mode>', 'evaluation mode').choices(['template_only', 'template_and_rubric', 'rubric_only']))
        .option('-r, --replicates <n>', 'runs per question × answering × judge model', (0, parse_options_js_1.integerOption)(1))
        .option('-c, --concurrency <n>', 'tasks in flight (async_max_workers)', (0, parse_options_js_1.integerOption)(1))
        .option('--max-requests <n>', 'model requests in flight across the run (max_concurrent_requests)', (0, parse_options_js_1.integerOption)(1))
        .option('--timeout <seconds>', 'stop the run after this long (batch_timeout_seconds); finished results are kept', parse_options_js_1.secondsOption)
        .option('--regex-timeout <seconds>', 'time budget of one evaluation of a regular expression that may backtrack catastrophically; the check then fails with "regex timeout" (KARENINA_REGEX_TIMEOUT_MS; default 1)', parse_options_js_1.secondsOption)
        .option('--request-timeout <seconds>', 'timeout of one model request (request_timeout; default 120 s, retried up to 3 times on timeout by the retry policy)', parse_options_js_1.secondsOption)
        .option('--waiting-notice <seconds>', 'print which model call the run waits for once it has waited this long, and again every as long (0: never)', parse_options_js_1.secondsOrZeroOption, 30)
        .option('-q, --questions <ids>', 'only these question ids (comma-separated, repeatable)', parse_options_js_1.listOption)
        .option('-o, --output <file>', "write the results here (Karenina's v2.2 JSON export); progress is saved to <name>.results.jsonl as results complete")
        .option('--resume', 'continue the run saved beside --output: finished results are kept, only the rest runs')
        .option('--html <file>', 'also write the HTML report')
        .option('--min-pass-rate <rate>', 'exit 1 when the share of passing results is lower (0.8 or 80%)', parse_options_js_1.passRateOption)
        .option('--allow-errors', 'results that are errors (provider failures, unrunnable templates, failed trait evaluations) count as not passed instead of making the exit code 3')
        .option('--config <file>', 'VerificationConfig JSON (or a preset file); flags override its keys. Data only: TypeScript templates and callables go in --templates')
        .option('--mcp <name=url...>', 'MCP servers (Streamable HTTP) of every answering model, which then answers as a tool-using agent')
        .option('--mcp-stdio <name=command...>', "stdio MCP servers of every answering model: the server's command line, quoted as one argument (--mcp-stdio 'files=npx -y @modelcontextprotocol/server-filesystem ./docs'); it runs in the working directory. Environment and other settings: mcp_urls_dict in --config")
        .option('--workspace-root <dir>', 'root of the question workspaces (workspace_root): agentic parsing copies each question\'s workspace_path from here, and judges what the agents left there')
        .option('--agentic-tool-loop-judges', 'karenina-ts only (agentic_tool_loop_judges): agentic parsing and agentic rubric traits accept OpenAI/Anthropic judges, which investigate the workspace with read-only file tools; without it, as in Karenina, the judge must be a deep agent (claude_agent_sdk, langchain_deep_agents)')
        .option('--trust-checkpoint', "let the checkpoint's own model configs (scenario node modelOverride, agentic trait model_override) use what only you may grant: stdio MCP commands, MCP URLs, endpoints and keys, agent runtimes and their tools, extra_kwargs; without it such a file is refused before anything runs (README: Security model; karenina validate lists them)")
        .option('--manual-traces <file>', 'answers of the manual answering model: {"<question id or MD5 of its text>": "<answer>"}')
        .option('--templates <module>', template_module_js_1.TEMPLATES_OPTION_HELP)
        .option('--stages <module>', stages_module_js_1.STAGES_OPTION_HELP)
        .addOption(new commander_1.Option('--replay <mode>', 'record/replay cassette mode (KARENINA_REPLAY)').choices(['off', 'record', 'replay', 'auto']))
        .option('--cassette <file>', 'cassette file (KARENINA_REPLAY_CASSETTE)')
        .option('--replay-store <file>', "replay store JSON (replay_store; Karenina's --replay <store.json>): questions with an entry are not answered again, nor judged when the entry has parsed fields or a verdict; the store's miss_policy strict fails the others")
        .option('--run-name <name>', 'metadata.run_name of every result (default run_<8 hex>)')
        .addOption(new commander_1.Option('--compat <mode>', "'karenina-python' reproduces the Python source's defects").choices(['default', 'karenina-python']))
        .addOption(new commander_1.Option('--progress <style>', 'progress display: a bar on a terminal, one line per result otherwise').choices(['auto', 'bar', 'plain', 'none']).default('auto'))
        .option('--no-color', 'no colours in the summary')
        .addHelpText('after', `
Examples:
  karenina verify bench.jsonld -a openai:gpt-4.1-mini -p openai:gpt-4.1-mini -o results.json --html report.html
  karenina verify bench.jsonld -a manual --manual-traces answers.json -p openai:gpt-4.1-mini \\
      --replay replay --cassette judge.cassette.json -o results.json
  karenina verify bench.jsonld -a openai:gpt-4.1-mini -p openai:gpt-4.1-mini --mcp search=http://127.0.0.1:8931/mcp
  karenina verify bench.jsonld -a openai:gpt-4.1-mini -p openai:gpt-4.1-mini --mcp-stdio 'files=npx -y @modelcontextprotocol/server-filesystem ./docs'
  karenina verify bench.jsonld ... -o results.json --resume     # after an interruption
  karenina verify bench.jsonld ... --templates karenina.templates.mjs   # classic templates in TypeScript
  karenina verify bench.jsonld ... --stages karenina.stages.mjs         # custom stages (docs/custom-stages.md)

Timeouts:
  --timeout S          bounds the whole run (batch_timeout_seconds); finished results are kept (exit 3)
  --request-timeout S  bounds each model request (request_timeout, default 120 s, also settable in
                       --config); a timed-out request is retried up to 3 times (retry_policy.timeout), so
                       with the defaults a hung endpoint costs about 8 minutes per call
  While a call is slow the run says which one it waits for, every --waiting-notice seconds (30):
    waiting 30 s for judge openai:gpt-4.1-mini (question q12, stage ParseTemplate, attempt 1, request timeout 120 s; …)`)
        .addHelpText('after', template_module_js_1.TEMPLATES_MODULE_HELP)
        .addHelpText('after', stages_module_js_1.STAGES_MODULE_HELP)
        .action(async (checkpoint, opts) => {
        done(await runVerify(checkpoint, opts, io));
    });
}
