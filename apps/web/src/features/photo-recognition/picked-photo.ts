/**
 * The hand-over between /herkennen ('Via foto' picks a file) and /herkennen/foto. Kept in memory:
 * a photo is megabytes (too large for session storage) and only needed for this one
 * navigation; after a reload the photo screen simply asks for a file again.
 */
let handedOver: File | undefined;

/** Call with the picked file right before navigating to the photo screen. */
export function handOverPhoto(file: File): void {
  handedOver = file;
}

/** The handed-over file, if any (read while the photo screen first renders). */
export function handedOverPhoto(): File | undefined {
  return handedOver;
}

/** Empties the slot once the photo screen has taken the file. */
export function clearHandedOverPhoto(): void {
  handedOver = undefined;
}

/** Spec 2 "By photo": image files only. */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}
