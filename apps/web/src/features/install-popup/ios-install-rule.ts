/** Spec section 1 / 9: the install popup timing. */
export const INSTALL_POPUP_DELAY_MS = 1500;
export const INSTALL_POPUP_ANIMATION_MS = 300;

export interface InstallEnvironment {
  userAgent: string;
  /** `navigator.standalone` (iOS Safari); true when launched from the home screen. */
  standalone?: boolean | undefined;
  /** `matchMedia('(display-mode: standalone)').matches`. */
  displayModeStandalone: boolean;
}

/** Only on iPhone, iPad or iPod, and only when the app is not already running standalone. */
export function shouldOfferIosInstall(env: InstallEnvironment): boolean {
  const ios = /iPhone|iPad|iPod/.test(env.userAgent);
  return ios && env.standalone !== true && !env.displayModeStandalone;
}

export function currentInstallEnvironment(): InstallEnvironment {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    standalone: nav.standalone,
    displayModeStandalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
  };
}
