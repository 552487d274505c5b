/** The package's folder, the folder this code runs from (`src` under tsx, `dist` or `dist-cjs`) and its version. */
export interface OwnPackage {
    root: string;
    layout: string;
    version: string;
}
/** The nearest `package.json` named `karenina` above this module (read once). */
export declare function ownPackage(): OwnPackage;
