"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.openCheckpoint = openCheckpoint;
const promises_1 = require("node:fs/promises");
const load_checkpoint_js_1 = require("../benchmark/checkpoint/load-checkpoint.js");
const checkpoint_error_js_1 = require("../errors/checkpoint-error.js");
const rubric_js_1 = require("../rubric/rubric.js");
const cli_error_js_1 = require("./cli-error.js");
function listed(names) {
    return `${names.slice(0, 5).map((n) => JSON.stringify(n)).join(', ')}${names.length > 5 ? ', …' : ''}`;
}
function callableTraitNames(benchmark) {
    const rubrics = [benchmark.getGlobalRubric(), benchmark.getGlobalDynamicRubric()];
    for (const q of benchmark.getAllQuestions())
        rubrics.push(q.rubric, q.dynamicRubric ?? null);
    return new Set(rubrics.flatMap((rubric) => (rubric ? (0, rubric_js_1.rubricTraitNames)(rubric, 'callable') : [])));
}
function unknownQuestionsError(registered, benchmark) {
    const unknown = Object.keys(registered.templates).filter((id) => !benchmark.hasQuestion(id));
    if (unknown.length === 0)
        return null;
    const known = benchmark.getQuestionIds();
    return new cli_error_js_1.CliError(`--templates ${registered.label} › templates: ${unknown.length === 1 ? 'question id' : 'question ids'} ${listed(unknown)} not in the checkpoint (it has ${known.length}: ${listed(known)})`);
}
function checkCallableNames(registered, benchmark) {
    const traits = callableTraitNames(benchmark);
    const unknown = Object.keys(registered.callables).filter((name) => !traits.has(name));
    if (unknown.length === 0)
        return;
    const available = traits.size > 0 ? `its callable traits: ${listed([...traits])}` : 'it has no callable traits';
    throw new cli_error_js_1.CliError(`--templates ${registered.label} › callables: ${unknown.length === 1 ? 'trait' : 'traits'} ${listed(unknown)} not in the checkpoint (${available})`);
}
async function openCheckpoint(path, options = {}) {
    const info = await (0, promises_1.stat)(path).catch(() => null);
    if (info === null)
        throw new cli_error_js_1.CliError(`checkpoint ${path}: no such file`);
    if (!info.isFile())
        throw new cli_error_js_1.CliError(`checkpoint ${path}: not a file`);
    const { onWarning, registered } = options;
    const loadOptions = {
        ...(onWarning ? { onWarning } : {}),
        ...(registered ? { templates: registered.templates, callables: registered.callables } : {}),
    };
    let benchmark;
    try {
        benchmark = await (0, load_checkpoint_js_1.loadCheckpoint)(path, loadOptions);
    }
    catch (error) {
        if (!(error instanceof checkpoint_error_js_1.CheckpointError) || registered === undefined || Object.keys(registered.templates).length === 0)
            throw error;
        const plain = await (0, load_checkpoint_js_1.loadCheckpoint)(path, {}).catch(() => null);
        const unknown = plain === null ? null : unknownQuestionsError(registered, plain);
        throw unknown ?? error;
    }
    if (registered)
        checkCallableNames(registered, benchmark);
    return benchmark;
}
