/**
 * The console's alert: the shared src/ui AlertDialog ('Продолжить работу' unless told, seed 001
 * §8) with the MUI button, and the frame's look of its own — it also opens where the layout is
 * not mounted (the login page, a console taken off the screen by a blocked account). Loaded when
 * first shown (./SessionAlerts.tsx): the login page's first load goes without it.
 */
import { AlertDialog, type AlertDialogProps } from '../../src/ui/dialog';
import { consoleDialogButton } from './ConsoleConfirm';
import { ConsoleDialogTheme } from './ConsoleDialogTheme';

export default function ConsoleAlert(props: Omit<AlertDialogProps, 'renderButton'>) {
  return (
    <>
      <ConsoleDialogTheme />
      <AlertDialog {...props} renderButton={consoleDialogButton} />
    </>
  );
}
