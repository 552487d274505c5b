"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ReplayHydrationError = exports.ReplayPersistenceError = void 0;
const karenina_error_js_1 = require("../errors/karenina-error.js");
class ReplayPersistenceError extends karenina_error_js_1.KareninaError {
    file;
    constructor(file, detail, options) {
        super('KARENINA_REPLAY_PERSISTENCE', `replay store ${file}: ${detail}`, options);
        this.file = file;
    }
}
exports.ReplayPersistenceError = ReplayPersistenceError;
class ReplayHydrationError extends karenina_error_js_1.KareninaError {
    questionId;
    constructor(questionId, detail, options) {
        super('KARENINA_REPLAY_HYDRATION', `replay entry of question ${questionId}: parsed_answer_fields do not fit the template: ${detail}`, options);
        this.questionId = questionId;
    }
}
exports.ReplayHydrationError = ReplayHydrationError;
