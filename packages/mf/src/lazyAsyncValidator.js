// A stand-in for @rc-component/async-validator (its `Schema` class) that downloads it on the first
// validation. antd's Form checks a field's `rules` with it (@rc-component/form's
// utils/validateUtil.js, the package's only importer), and imported it with the form: ~4 KB
// brotli on every page with a form, although nothing is checked before the user types or sends.
// createAppConfig points that one import here (see docs/decisions/0013-antd-internals-patched-in-the-factory.md); lazyAsyncValidator.test.mjs checks that
// validateUtil.js still uses only what this class offers, and that it answers as the real one.
//
// validateUtil.js uses: `Schema.warning = …` (it silences the library's console warnings),
// `new Schema({ [name]: [rule] })`, `.messages(messages)` and `await .validate(value, options)`,
// whose rejection carries `errors` (the messages shown under the field).

/** @type {Promise<typeof import('@rc-component/async-validator').default> | undefined} */
let loading;

function load() {
  loading ??= import('@rc-component/async-validator').then(
    (module) => module.default,
    (error) => {
      // Offline: the next validation tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export default class LazyAsyncValidator {
  /** Set by validateUtil.js before each validation; handed to the real class. */
  static warning = undefined;

  constructor(descriptor) {
    this.descriptor = descriptor;
    this.customMessages = undefined;
  }

  messages(messages) {
    if (messages) this.customMessages = messages;
    return this.customMessages;
  }

  async validate(source, options) {
    let Schema;
    try {
      Schema = await load();
    } catch {
      // The field is not passed unchecked: the form's own "could not validate" message
      // (antd's English locale: "Field validation error for" the label) stands until the next try.
      const message = this.customMessages?.default ?? 'This field could not be checked.';
      const errors = Object.keys(this.descriptor).map((field) => ({ message, field }));
      throw { errors, fields: {} };
    }
    if (LazyAsyncValidator.warning) Schema.warning = LazyAsyncValidator.warning;
    const validator = new Schema(this.descriptor);
    if (this.customMessages) validator.messages(this.customMessages);
    return validator.validate(source, options);
  }
}
