// jsdom (26) has <dialog> but not its modal methods. These do what the browser does to `open`
// and the close event, nothing more; the page behind being inert is checked in Chromium (e2e).
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    // As in the browser, the close event comes in a later task.
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
}
