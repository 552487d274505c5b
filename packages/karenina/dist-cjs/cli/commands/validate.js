"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.validateCommand = validateCommand;
const node_path_1 = require("node:path");
const commander_1 = require("commander");
const py_str_js_1 = require("../../compat/py-str.js");
const checkpoint_trust_js_1 = require("../../config/checkpoint-trust.js");
const checkpoint_error_js_1 = require("../../errors/checkpoint-error.js");
const karenina_error_js_1 = require("../../errors/karenina-error.js");
const checkpoint_patterns_js_1 = require("../../benchmark/checkpoint/checkpoint-patterns.js");
const redos_analysis_js_1 = require("../../regex-guard/redos-analysis.js");
const python_template_js_1 = require("../../python-sandbox/python-template.js");
const cli_error_js_1 = require("../cli-error.js");
const cli_io_js_1 = require("../cli-io.js");
const exit_codes_js_1 = require("../exit-codes.js");
const open_checkpoint_js_1 = require("../open-checkpoint.js");
const template_module_js_1 = require("../template-module.js");
function reportCheckpointSettings(checkpoint, benchmark, opts, io) {
    const settings = (0, checkpoint_trust_js_1.benchmarkCheckpointSettings)(benchmark);
    if (settings.length === 0)
        return true;
    const out = opts.trustCheckpoint ? io.stdout : io.stderr;
    const label = opts.trustCheckpoint ? 'trusted' : 'needs --trust-checkpoint';
    for (const s of settings)
        (0, cli_io_js_1.writeLine)(out, `${label}: ${checkpoint}: ${(0, checkpoint_trust_js_1.formatCheckpointSetting)(s)}`);
    if (!opts.trustCheckpoint) {
        (0, cli_io_js_1.writeLine)(io.stderr, `refused: ${settings.length} ${settings.length === 1 ? 'setting' : 'settings'} of this file can start processes, send requests (with your API keys) to endpoints it names, or grant tools; karenina verify refuses the file unless you pass --trust-checkpoint`);
    }
    return opts.trustCheckpoint === true;
}
async function runValidate(checkpoint, opts, io) {
    const path = (0, node_path_1.resolve)(io.cwd, checkpoint);
    const registered = opts.templates ? await (0, template_module_js_1.loadTemplateModule)(opts.templates, io.cwd) : undefined;
    let benchmark;
    try {
        benchmark = await (0, open_checkpoint_js_1.openCheckpoint)(path, { onWarning: (message) => (0, cli_io_js_1.writeLine)(io.stderr, `warning: ${message}`), ...(registered ? { registered } : {}) });
    }
    catch (error) {
        if (error instanceof cli_error_js_1.CliError)
            throw error;
        if (error instanceof checkpoint_error_js_1.CheckpointError || karenina_error_js_1.KareninaError.isInstance(error)) {
            (0, cli_io_js_1.writeLine)(io.stderr, `invalid: ${error.message}`);
            return exit_codes_js_1.EXIT.checkFailed;
        }
        throw error;
    }
    if (benchmark.isScenarioBenchmark)
        return validateScenarios(checkpoint, benchmark, opts, io);
    const questions = benchmark.getAllQuestions();
    const problems = questions.flatMap((q, i) => (q.templateProblem ? [`${checkpoint}: dataFeedElement[${i}].item.hasPart.text: ${q.templateProblem}`] : []));
    let python = 0;
    for (const [i, q] of questions.entries()) {
        if (q.template === null || !(0, python_template_js_1.isPythonTemplate)(q.template))
            continue;
        python++;
        try {
            await (0, python_template_js_1.definePythonTemplate)(q.template);
        }
        catch (error) {
            problems.push(`${checkpoint}: dataFeedElement[${i}].item.hasPart.text: question ${JSON.stringify(q.id)}: the Python template ${q.template.name} failed to load in the sandbox: ${error.message}`);
        }
    }
    const trusted = reportCheckpointSettings(checkpoint, benchmark, opts, io);
    if (problems.length > 0) {
        for (const problem of problems)
            (0, cli_io_js_1.writeLine)(io.stderr, `invalid: ${problem}`);
        if (!registered)
            (0, cli_io_js_1.writeLine)(io.stderr, 'hint: register TypeScript implementations of classic templates with --templates <module> (see karenina validate --help)');
        return exit_codes_js_1.EXIT.checkFailed;
    }
    if (!trusted)
        return exit_codes_js_1.EXIT.checkFailed;
    const withTemplate = questions.filter((q) => q.template !== null).length;
    const withRubric = questions.filter((q) => q.rubric !== null).length;
    const global = benchmark.getGlobalRubric();
    (0, cli_io_js_1.writeLine)(io.stdout, `valid: ${checkpoint}: "${benchmark.name}", ${questions.length} questions (${benchmark.finishedCount} finished, ${withTemplate} with templates, ${withRubric} with question rubrics)${global ? ', global rubric' : ''}`);
    if (registered) {
        const count = Object.keys(registered.templates).length;
        const callables = Object.keys(registered.callables).length;
        (0, cli_io_js_1.writeLine)(io.stdout, `templates: ${count} TypeScript ${count === 1 ? 'template' : 'templates'} and ${callables} callable ${callables === 1 ? 'function' : 'functions'} from ${registered.label} replace the stored ones: ${Object.keys(registered.templates).slice(0, 5).join(', ')}${count > 5 ? ', …' : ''}`);
    }
    if (!(0, redos_analysis_js_1.redosAnalyserInstalled)() && (0, checkpoint_patterns_js_1.benchmarkPatterns)(benchmark).length > 0) {
        (0, cli_io_js_1.writeLine)(io.stdout, `note: regular expressions were not analysed for catastrophic backtracking: install the optional package recheck (npm i -D recheck) for that analysis; without it every pattern runs under the regex time budget (--regex-timeout)`);
    }
    for (const v of (0, checkpoint_patterns_js_1.vulnerablePatterns)(benchmark)) {
        const where = v.questionId === null ? v.where : `question ${JSON.stringify(v.questionId)} › ${v.where}`;
        (0, cli_io_js_1.writeLine)(io.stderr, `warning: ${checkpoint}: ${where}: regular expression ${(0, py_str_js_1.pyStrRepr)(v.pattern)} can backtrack catastrophically (${v.summary}); it runs under the regex time budget, and when that runs out the check is an error (not a verdict)`);
    }
    if (python > 0)
        (0, cli_io_js_1.writeLine)(io.stdout, `python: ${python} classic Python ${python === 1 ? 'template runs' : 'templates run'} in the Python sandbox (Pyodide)`);
    const missing = benchmark.getMissingTemplates();
    if (missing.length > 0)
        (0, cli_io_js_1.writeLine)(io.stdout, `note: ${missing.length} questions have no template and run only in rubric_only mode: ${missing.slice(0, 5).join(', ')}`);
    return exit_codes_js_1.EXIT.ok;
}
function validateScenarios(checkpoint, benchmark, opts, io) {
    let scenarios;
    try {
        scenarios = benchmark.getScenarios({ file: checkpoint });
    }
    catch (error) {
        if (!karenina_error_js_1.KareninaError.isInstance(error))
            throw error;
        (0, cli_io_js_1.writeLine)(io.stderr, `invalid: ${error.message}`);
        return exit_codes_js_1.EXIT.checkFailed;
    }
    let failed = false;
    scenarios.forEach((s, i) => {
        for (const node of Object.values(s.nodes)) {
            if (node.question.templateProblem) {
                (0, cli_io_js_1.writeLine)(io.stderr, `invalid: ${checkpoint}: hasPart[${i}].nodes.${node.nodeId}.question.hasPart.text: ${node.question.templateProblem}`);
                failed = true;
            }
            if (node.stateUpdateSource)
                (0, cli_io_js_1.writeLine)(io.stdout, `note: scenario "${s.name}" node ${node.nodeId}: its state update is Python code (stateUpdateSource) and does not run here`);
        }
        for (const e of s.edges)
            if (e.conditionSource)
                (0, cli_io_js_1.writeLine)(io.stdout, `note: scenario "${s.name}" edge ${e.source} → ${e.target}: its condition is Python code (conditionSource); a run that reaches it stops with an error`);
        for (const c of s.outcomeCriteria)
            if (c.evaluateSource)
                (0, cli_io_js_1.writeLine)(io.stdout, `note: scenario "${s.name}" criterion "${c.name}": Python code (evaluateSource), evaluates to false here`);
    });
    if (!reportCheckpointSettings(checkpoint, benchmark, opts, io))
        failed = true;
    if (failed)
        return exit_codes_js_1.EXIT.checkFailed;
    const nodes = scenarios.reduce((n, s) => n + Object.keys(s.nodes).length, 0);
    (0, cli_io_js_1.writeLine)(io.stdout, `valid: ${checkpoint}: "${benchmark.name}", ${scenarios.length} scenarios (${nodes} nodes)`);
    return exit_codes_js_1.EXIT.ok;
}
function validateCommand(io, done) {
    return new commander_1.Command('validate')
        .description('check a checkpoint: exit 0 when it loads, 1 with the file, key path and problem when it does not, or when its own model configs need --trust-checkpoint (listed)')
        .argument('<checkpoint>', 'JSON-LD checkpoint (.jsonld)')
        .option('--templates <module>', template_module_js_1.TEMPLATES_OPTION_HELP)
        .option('--trust-checkpoint', 'accept the settings that karenina verify allows only with --trust-checkpoint (they are still listed)')
        .addHelpText('after', `
Trust: every setting of the file's own model configs (scenario node modelOverride, agentic trait
model_override) that could start a process, send requests or your keys to an endpoint the file names, or
grant tools (stdio MCP commands, MCP URLs, endpoints, keys, agent runtimes, extra_kwargs, ...) is listed
with where it is; such a file fails validation (exit 1), since karenina verify refuses it unless given
--trust-checkpoint. With --trust-checkpoint they are listed on stdout and do not fail it.

Regular expressions: every pattern of the checkpoint (template fields, classic regex checks, rubric regex
traits) is analysed for catastrophic backtracking (ReDoS, e.g. (a+)+$) when the optional package recheck is
installed (npm i -D recheck; without it, a note says so). A vulnerable pattern is a warning on
stderr naming the question, the field or trait and the pattern; it does not change the exit code, because
karenina verify runs such patterns under a time budget (--regex-timeout) and fails only that check.`)
        .addHelpText('after', template_module_js_1.TEMPLATES_MODULE_HELP)
        .action(async (checkpoint, opts) => {
        done(await runValidate(checkpoint, opts, io));
    });
}
