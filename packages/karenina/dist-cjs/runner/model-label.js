"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.answeringModelLabel = answeringModelLabel;
const model_id_js_1 = require("../config/model-id.js");
const model_config_js_1 = require("../config/model-config.js");
const model_identity_js_1 = require("../config/model-identity.js");
function answeringModelLabel(config, toolNames = []) {
    const identity = (0, model_config_js_1.modelIdentityOf)(config, 'answering', [...toolNames]);
    const display = (0, model_identity_js_1.modelDisplayString)(identity);
    return (0, model_id_js_1.formatModelId)(config) + display.slice(`${identity.interface}:${identity.model_name}`.length);
}
