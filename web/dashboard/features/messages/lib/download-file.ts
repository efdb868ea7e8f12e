/** Saves text as a file through a temporary object URL (no server round trip for an export). */
export function downloadText(text: string, fileName: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.hidden = true;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked on the next task: the click has handed the blob to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
