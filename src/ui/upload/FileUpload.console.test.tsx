/**
 * The console embeds the same widget inside react-admin: its provider (apiUrl /v1/admin), its
 * notifications through `onMessage`, and a MUI theme around it.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useNotify } from 'ra-core';
import { AdminContext, Notification } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonApiDataProvider } from '../../../dataProvider';
import { i18nProvider } from '../../../i18n';
import { createHttpClient } from '../../api';
import { FileUpload } from './FileUpload';

const origin = window.location.origin;
const BASE = `${origin}/v1/admin/instructions/single_multipart_upload`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Instruction({ onUploaded }: { onUploaded: () => void }) {
  const notify = useNotify();
  return (
    <FileUpload
      label="Файл инструкции"
      resource="instructions"
      kind="instruction"
      single
      onUploaded={onUploaded}
      onMessage={(text, type) => notify(text, { type })}
    />
  );
}

describe('FileUpload in the console', () => {
  it("uploads through the admin provider and notifies 'Произошла ошибка при отправке файла'", async () => {
    server.use(
      http.post(`${BASE}_start`, () =>
        HttpResponse.json({
          data: { type: 'attachment', id: '9', attributes: { upload_id: 'u' } },
        }),
      ),
      http.post(`${BASE}_url`, () =>
        HttpResponse.json({ upload_url: 'http://storage.test/part' }, { status: 200 }),
      ),
      http.put('http://storage.test/part', () => new HttpResponse(null, { status: 500 })),
    );
    const dataProvider = jsonApiDataProvider('/v1/admin', createHttpClient({ baseUrl: origin }));
    const onUploaded = vi.fn();
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <Instruction onUploaded={onUploaded} />
        <Notification />
      </AdminContext>,
    );
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Файл инструкции'), new File(['x'], 'a.pdf'));
    // The notification is the console's own (a MUI snackbar), not the widget's live region.
    await waitFor(() =>
      expect(screen.getAllByText('Произошла ошибка при отправке файла').length).toBeGreaterThan(0),
    );
    expect(screen.getByText('Ошибка при загрузке файла')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить: a.pdf' })).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
