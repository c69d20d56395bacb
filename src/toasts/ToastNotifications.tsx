// react-admin's notifications (useNotify, and its own: saves, errors, undo) shown as the
// console's toasts. Passed as <Admin notification={ToastNotifications}>.
import { isValidElement, useEffect, useRef, type ReactNode } from 'react';
import {
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
  type UndoableMutation,
} from 'react-admin';
import type { ToastContentProps, ToastOptions } from 'react-toastify';
import { ActionToastContent } from '../common/ActionToastContent';
import { showToast, type ToastKind } from './toast';

const KINDS: readonly ToastKind[] = ['info', 'success', 'warning', 'error'];

export function ToastNotifications() {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  // Payloads already turned into toasts: effects may run twice (StrictMode) before the queue updates.
  const shown = useRef(new WeakSet<NotificationPayload>());

  useEffect(() => {
    if (notifications.length === 0) return;
    let tookMutation = false;
    for (const notification of notifications) {
      if (shown.current.has(notification)) continue;
      const undoable = !!notification.notificationOptions?.undoable;
      // Undoable mutations queue in the same order as their notifications; takeMutation only
      // sees the queue of this render, so take at most one per pass (the next pass follows).
      if (undoable && tookMutation) break;
      let mutation: UndoableMutation | undefined;
      if (undoable) {
        mutation = takeMutation() || undefined;
        tookMutation = true;
      }
      shown.current.add(notification);
      showNotification(notification, translate, mutation);
    }
    setNotifications((queue) => queue.filter((n) => !shown.current.has(n)));
  }, [notifications, setNotifications, takeMutation, translate]);

  return null;
}

type Translate = ReturnType<typeof useTranslate>;

function showNotification(
  { message, type, notificationOptions = {} }: NotificationPayload,
  translate: Translate,
  mutation: UndoableMutation | undefined,
): void {
  const { autoHideDuration, messageArgs, multiLine, undoable, toastId } = notificationOptions;
  const kind: ToastKind = KINDS.includes(type) ? type : 'info';
  const content: ReactNode =
    typeof message === 'string'
      ? translate(message, messageArgs)
      : isValidElement(message)
        ? message
        : null;
  if (content === null || content === '') return;
  const text = multiLine ? <span style={{ whiteSpace: 'pre-wrap' }}>{content}</span> : content;

  // a notification with a toastId replaces the toast of that id while it shows
  const options: ToastOptions = typeof toastId === 'string' ? { toastId } : {};
  // undefined keeps the container's 3000 ms; null or 0 mean "stay until closed"
  if (autoHideDuration !== undefined)
    options.autoClose = autoHideDuration ? autoHideDuration : false;

  if (!undoable) {
    showToast(kind, text, options);
    return;
  }

  // The change is applied when the toast closes (timeout or close button), cancelled on Undo.
  let settled = false;
  const warnBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault();
  };
  const settle = (isUndo: boolean) => {
    if (settled) return;
    settled = true;
    window.removeEventListener('beforeunload', warnBeforeUnload);
    mutation?.({ isUndo });
  };
  window.addEventListener('beforeunload', warnBeforeUnload);
  showToast(
    kind,
    ({ closeToast }: ToastContentProps) => (
      <ActionToastContent
        actionLabel={translate('ra.action.undo')}
        onAction={() => {
          settle(true);
          closeToast();
        }}
      >
        {text}
      </ActionToastContent>
    ),
    { ...options, onClose: () => settle(false) },
  );
}

export default ToastNotifications;
