// Invoker commands (`commandfor` + `command`): a button opens or closes a
// <dialog> by itself, before the page's scripts run. React and its types do not
// know the attributes yet, so they are spread in as plain strings.
export type DialogCommand = "show-modal" | "close" | "request-close";

export function commandAttributes(target: string, command: DialogCommand): Record<string, string> {
  return { commandfor: target, command };
}

/** True where the browser runs invoker commands itself (Chromium 135+, Firefox 144+, Safari 26.2+). */
export function supportsCommands(): boolean {
  return typeof HTMLButtonElement !== "undefined" && "command" in HTMLButtonElement.prototype;
}

/** For browsers without invoker commands: what the button's command would have done. */
export function runCommand(dialog: HTMLDialogElement | null, command: DialogCommand) {
  if (!dialog || supportsCommands()) return;
  if (command === "show-modal") {
    if (!dialog.open) dialog.showModal();
  } else dialog.close();
}
