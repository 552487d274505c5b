"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.acceptedVariants = acceptedVariants;
exports.rejectedVariants = rejectedVariants;
const fast_check_1 = __importDefault(require("fast-check"));
const py_eq_js_1 = require("../compat/py-eq.js");
const py_float_js_1 = require("../compat/py-float.js");
const py_str_js_1 = require("../compat/py-str.js");
const py_truthy_js_1 = require("../compat/py-truthy.js");
const normalizers_js_1 = require("../primitives/normalizers.js");
const date_variants_js_1 = require("./date-variants.js");
const field_target_js_1 = require("./field-target.js");
const field_values_js_1 = require("./field-values.js");
const list_variants_js_1 = require("./list-variants.js");
const normalizer_variants_js_1 = require("./normalizer-variants.js");
const numeric_variants_js_1 = require("./numeric-variants.js");
const text_variants_js_1 = require("./text-variants.js");
const TEXT_TYPES = new Set(['str', 'date']);
function sideLabel(side) {
    return side === 'accepted' ? 'accepted variants' : 'near misses (rejected variants)';
}
function numericVariants(target, side, split, usesGroundTruth = true) {
    const { field } = target;
    let gt = Number.NaN;
    if (usesGroundTruth) {
        try {
            gt = (0, py_float_js_1.pyFloat)(target.groundTruth);
        }
        catch {
            throw (0, field_target_js_1.cannotGenerate)(target, sideLabel(side), `the ground truth ${JSON.stringify(target.groundTruth)} is not a number`);
        }
    }
    if (field.type !== 'int' && field.type !== 'float' && field.type !== 'str') {
        throw (0, field_target_js_1.cannotGenerate)(target, sideLabel(side), `${target.primitive.type} on a ${field.type} field (expected an int, float or str field)`);
    }
    const intervals = split(gt)[side];
    const numbers = (0, numeric_variants_js_1.numbersIn)(intervals, field.type === 'int');
    if (numbers === undefined) {
        throw (0, field_target_js_1.cannotGenerate)(target, sideLabel(side), `${target.primitive.type} ${side === 'accepted' ? 'accepts' : 'rejects'} no ${field.type === 'int' ? 'integer' : 'number'} for the ground truth ${(0, py_str_js_1.pyStr)(target.groundTruth)}`);
    }
    return field.type === 'str' ? numbers.map(String) : numbers;
}
function sameValue(target, side) {
    const gt = target.groundTruth;
    if (side === 'accepted')
        return fast_check_1.default.constant(gt);
    if (typeof gt === 'boolean')
        return fast_check_1.default.constant(!gt);
    if (typeof gt === 'number')
        return numericVariants(target, side, numeric_variants_js_1.exactSplit);
    if (typeof gt === 'string')
        return (0, text_variants_js_1.exactStringNearMisses)(gt);
    throw (0, field_target_js_1.cannotGenerate)(target, sideLabel(side), `no near miss is known for the ground truth ${(0, py_str_js_1.pyStr)(gt)} of ${target.primitive.type}`);
}
function literalChoices(target, keep) {
    const options = (0, field_values_js_1.literalOptions)(target.field.schema).filter(keep);
    return options.length === 0 ? undefined : fast_check_1.default.constantFrom(...options);
}
function exactMatchVariants(target, side, normalize) {
    const { field, groundTruth: gt } = target;
    if (field.type === 'literal') {
        const expected = (0, normalizers_js_1.applyNormalizers)(normalize, (0, py_str_js_1.pyStr)(gt));
        const found = literalChoices(target, (o) => ((0, normalizers_js_1.applyNormalizers)(normalize, (0, py_str_js_1.pyStr)(o)) === expected) === (side === 'accepted'));
        if (found === undefined)
            throw (0, field_target_js_1.cannotGenerate)(target, sideLabel(side), 'no literal option of the field qualifies');
        return found;
    }
    if (TEXT_TYPES.has(field.type))
        return side === 'accepted' ? (0, normalizer_variants_js_1.normalizerVariants)(normalize, (0, py_str_js_1.pyStr)(gt)) : (0, normalizer_variants_js_1.nearMissTexts)(normalize, (0, py_str_js_1.pyStr)(gt));
    return sameValue(target, side);
}
function booleanMatchVariants(target, side) {
    const { field, groundTruth: gt } = target;
    if (field.type !== 'bool')
        throw (0, field_target_js_1.cannotGenerate)(target, sideLabel(side), `BooleanMatch variants are generated for bool fields, not ${field.type}`);
    if (gt === null)
        return side === 'accepted' ? fast_check_1.default.constant(null) : fast_check_1.default.boolean();
    return fast_check_1.default.constant(side === 'accepted' ? (0, py_truthy_js_1.pyTruthy)(gt) : !(0, py_truthy_js_1.pyTruthy)(gt));
}
function literalMatchVariants(target, side) {
    if (target.field.type !== 'literal')
        return sameValue(target, side);
    const found = literalChoices(target, (o) => (0, py_eq_js_1.pyEq)(o, target.groundTruth) === (side === 'accepted'));
    if (found === undefined)
        throw (0, field_target_js_1.cannotGenerate)(target, sideLabel(side), `no literal option of the field ${side === 'accepted' ? 'equals' : 'differs from'} the ground truth ${(0, py_str_js_1.pyStr)(target.groundTruth)}`);
    return found;
}
function listGroundTruth(target, side) {
    if (!Array.isArray(target.groundTruth))
        throw (0, field_target_js_1.cannotGenerate)(target, sideLabel(side), `${target.primitive.type} variants need a list ground truth`);
    return target.groundTruth;
}
function orUnsupported(target, side, arbitrary, reason) {
    if (arbitrary === undefined)
        throw (0, field_target_js_1.cannotGenerate)(target, sideLabel(side), reason);
    return arbitrary;
}
function variantsOf(target, side) {
    const p = target.primitive.params;
    const accepted = side === 'accepted';
    const normalize = (p.normalize ?? []);
    const type = target.primitive.type;
    switch (type) {
        case 'ExactMatch':
            return exactMatchVariants(target, side, normalize);
        case 'BooleanMatch':
            return booleanMatchVariants(target, side);
        case 'LiteralMatch':
            return literalMatchVariants(target, side);
        case 'ContainsAny': {
            const subs = p.substrings;
            const arbitrary = accepted ? (0, text_variants_js_1.containsAnyAccepted)(subs, normalize) : (0, text_variants_js_1.containsAnyRejected)(subs, normalize);
            return orUnsupported(target, side, arbitrary, accepted ? 'ContainsAny with no substrings accepts nothing' : 'an empty (normalized) substring matches every text');
        }
        case 'ContainsAll': {
            const subs = p.substrings;
            const arbitrary = accepted ? (0, text_variants_js_1.containsAllAccepted)(subs, normalize) : (0, text_variants_js_1.containsAllRejected)(subs, normalize);
            return orUnsupported(target, side, arbitrary, accepted ? 'several substrings with a synonym map' : 'every (normalized) substring is empty, so every text passes');
        }
        case 'NumericExact':
            return numericVariants(target, side, numeric_variants_js_1.exactSplit);
        case 'NumericTolerance':
            return numericVariants(target, side, (gt) => (0, numeric_variants_js_1.distanceSplit)(gt, p.tolerance, p.mode));
        case 'NumericGraded':
            return numericVariants(target, side, (gt) => (0, numeric_variants_js_1.distanceSplit)(gt, (p.full_credit ?? p.cutoff), p.mode));
        case 'NumericMinimum':
        case 'NumericMaximum':
            return numericVariants(target, side, (gt) => (0, numeric_variants_js_1.thresholdSplit)(gt, type === 'NumericMinimum' ? 'min' : 'max', p.exclusive));
        case 'NumericThresholdGraded':
            return numericVariants(target, side, (gt) => (0, numeric_variants_js_1.thresholdSplit)(gt, p.direction, p.exclusive));
        case 'NumericRange':
        case 'NumericRangeGraded': {
            const bounds = { min: p.min, max: p.max, exclusiveMin: p.exclusive_min, exclusiveMax: p.exclusive_max };
            return numericVariants(target, side, () => (0, numeric_variants_js_1.boundsSplit)(bounds), false);
        }
        case 'SetContainment': {
            const gt = listGroundTruth(target, side);
            const arbitrary = accepted ? (0, list_variants_js_1.setContainmentAccepted)(gt, p.mode, p.min_overlap) : (0, list_variants_js_1.setContainmentRejected)(gt, p.mode, p.min_overlap);
            return orUnsupported(target, side, arbitrary, `mode ${(0, py_str_js_1.pyStr)(p.mode)} ${accepted ? 'accepts no list for this ground truth' : 'rejects no list for this ground truth'} (or is unknown)`);
        }
        case 'OrderedMatch': {
            const gt = listGroundTruth(target, side);
            return accepted ? (0, list_variants_js_1.orderedMatchAccepted)(gt, normalize) : (0, list_variants_js_1.orderedMatchRejected)(gt, normalize);
        }
        case 'DateMatch': {
            if (p.format !== null)
                throw (0, field_target_js_1.cannotGenerate)(target, sideLabel(side), 'DateMatch with a strptime format (variants are generated for format=None only)');
            return orUnsupported(target, side, accepted ? (0, date_variants_js_1.dateMatchAccepted)(target.groundTruth) : (0, date_variants_js_1.dateMatchRejected)(target.groundTruth), 'the ground truth is not a naive ISO date (YYYY-MM-DD[THH:MM[:SS]])');
        }
        case 'DateTolerance':
            return orUnsupported(target, side, (0, date_variants_js_1.dateToleranceVariants)(target.groundTruth, p.tolerance, p.unit, accepted), 'the ground truth is not a naive ISO date (YYYY-MM-DD[THH:MM[:SS]]) or the tolerance is negative');
        case 'DateRange':
            return orUnsupported(target, side, (0, date_variants_js_1.dateRangeVariants)(p.min, p.max, accepted), 'the bounds are not naive ISO dates, or there is no bound to miss');
        case 'RegexMatch':
            throw (0, field_target_js_1.cannotGenerate)(target, sideLabel(side), 'RegexMatch patterns are Python regular expressions; pass your own arbitrary (e.g. fc.stringMatching) for this field');
        case 'SemanticMatch':
            throw (0, field_target_js_1.cannotGenerate)(target, sideLabel(side), 'SemanticMatch is decided by the embedding check stage, not by the primitive (its check always throws)');
        default:
            throw (0, field_target_js_1.cannotGenerate)(target, sideLabel(side), `no generator for primitive ${type}`);
    }
}
function targetOf(args, what) {
    if (typeof args[1] === 'string') {
        const options = (args[2] ?? {});
        return { target: (0, field_target_js_1.resolveTarget)(args[0], args[1], what, options), options };
    }
    const options = (args[1] ?? {});
    return { target: (0, field_target_js_1.resolveTarget)(undefined, args[0], what, options), options };
}
function acceptedVariants(...args) {
    return variantsOf(targetOf(args, sideLabel('accepted')).target, 'accepted');
}
function rejectedVariants(...args) {
    return variantsOf(targetOf(args, sideLabel('rejected')).target, 'rejected');
}
