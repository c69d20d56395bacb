import {
  toast,
  type Id,
  type ToastContainerProps,
  type ToastContent,
  type ToastOptions,
} from 'react-toastify';
import { t } from '../i18n/translate';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

/**
 * Where the toasts start: under the console's top bar (theme.ts: 64 px, 56 px on a phone, where
 * react-toastify spans the width), so they never cover the profile button; 8 px below it.
 */
export const TOAST_TOP_PX = 72;

/** Spec section 9: top-right, dark, 3000 ms, at most 4 at once, pause on hover. */
export const TOAST_CONTAINER_PROPS = {
  position: 'top-right',
  theme: 'dark',
  autoClose: 3000,
  limit: 4,
  pauseOnHover: true,
  // the spec pauses on hover only: a toast in a background tab still closes after 3 s
  pauseOnFocusLoss: false,
  newestOnTop: true,
  closeOnClick: false,
  // inline, so it also wins over react-toastify's own top of 0 on narrow screens
  style: { top: TOAST_TOP_PX },
} satisfies ToastContainerProps;

/** Shows a toast; one with the `toastId` of a toast still shown replaces its content instead. */
export function showToast(kind: ToastKind, content: ToastContent, options?: ToastOptions): Id {
  const id = options?.toastId;
  if (id !== undefined && toast.isActive(id)) {
    toast.update(id, { ...options, render: content, type: kind });
    return id;
  }
  return toast(content, { ...options, type: kind });
}

export function dismissToast(id: Id): void {
  toast.dismiss(id);
}

/** Closes every toast shown (what the sign-in page said is over once signed in). */
export function dismissAllToasts(): void {
  toast.dismiss();
}

export const toastSuccess = (message: string, options?: ToastOptions) =>
  showToast('success', message, options);
export const toastWarning = (message: string, options?: ToastOptions) =>
  showToast('warning', message, options);
export const toastError = (message: string, options?: ToastOptions) =>
  showToast('error', message, options);

const SESSION_EXPIRED_ID = 'session-expired';

/** 'Session expired. Please log in again.', shown once even when several places detect it. */
export function toastSessionExpired(): void {
  if (toast.isActive(SESSION_EXPIRED_ID)) return;
  toastError(t('app.auth.session_expired'), { toastId: SESSION_EXPIRED_ID });
}
