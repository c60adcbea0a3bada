import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ImageUrlControl } from '../../../../src/ui/forms/image-url/image-url-control';
import { axeViolations } from '../../support/axe-violations';
import { renderControl, type ControlSetup } from '../support/render-choice-control';

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3];
const base64 = (bytes: readonly number[]) => Buffer.from(bytes).toString('base64');
const PNG_URL = `data:image/png;base64,${base64(PNG_BYTES)}`;
const JPEG_BYTES = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46];
const SVG_TEXT = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

const fileOf = (name: string, type: string, content: BlobPart = new Uint8Array(PNG_BYTES)) =>
  new File([content], name, { type });

let created: Blob[] = [];
let revoked: string[] = [];
beforeEach(() => {
  created = [];
  revoked = [];
  // jsdom has no object URLs: record what the preview is made of and released.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      created.push(blob);
      return `blob:preview/${created.length}`;
    },
    revokeObjectURL: (url: string) => revoked.push(url),
  });
});

const setup = (props: Partial<ControlSetup<string>> = {}) =>
  renderControl(ImageUrlControl, {
    schema: { type: 'string', format: 'image-url' },
    value: '',
    label: 'Logo',
    ...props,
  });

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const bytesOf = async (blob: Blob) => [...new Uint8Array(await blob.arrayBuffer())];

describe('the image-url field', () => {
  it("says 'No file uploaded' with an Upload button named with the field's label and described by that", () => {
    setup();
    const upload = screen.getByRole('button', { name: 'Upload Logo' });
    expect(upload).toHaveAttribute('id', 'field');
    expect(upload).toHaveAccessibleDescription('No file uploaded');
    expect(screen.getByRole('status')).toHaveTextContent('No file uploaded');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('opens a picker of png, jpeg and svg files, visually hidden and out of the tab order', async () => {
    const { user } = setup();
    const input = fileInput();
    expect(input).toHaveAttribute('accept', '.jpeg,.jpg,.png,.svg');
    expect(input).toHaveClass('visually-hidden');
    expect(input).toHaveAttribute('tabindex', '-1');
    const clicked = jest.fn();
    input.addEventListener('click', clicked);
    await user.click(screen.getByRole('button', { name: 'Upload Logo' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it("stores the chosen image as a data URL, saying 'Processing...' while it is read", async () => {
    const { onChange, onBlur } = setup();
    choose(fileOf('logo.png', 'image/png'));
    expect(screen.getByRole('status')).toHaveTextContent('Processing...');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(PNG_URL));
    expect(onChange).toHaveBeenCalledTimes(1);
    // Read means touched: a too-big image says so at once.
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Image uploaded');
  });

  it('shows the preview through an object URL of the image, with Replace and Remove', async () => {
    setup();
    choose(fileOf('logo.png', 'image/png'));
    const preview = await screen.findByRole('img', { name: 'Uploaded image' });
    expect(preview).toHaveAttribute('src', 'blob:preview/1');
    expect(created[0]?.type).toBe('image/png');
    expect(await bytesOf(created[0]!)).toEqual(PNG_BYTES);
    expect(screen.getByRole('button', { name: 'Replace Logo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Logo' })).toBeInTheDocument();
    expect(screen.queryByText('No file uploaded')).toBeNull();
  });

  it.each([
    ['photo.jpg', 'image/jpeg', new Uint8Array(JPEG_BYTES)],
    ['drawing.svg', 'image/svg+xml', SVG_TEXT],
  ])('accepts %s (%s)', async (name, type, content) => {
    const { onChange } = setup();
    choose(fileOf(name, type, content));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]![0]).toMatch(new RegExp(`^data:${type.replace('+', '\\+')};base64,`));
    expect(await screen.findByRole('img')).toHaveAttribute('src', 'blob:preview/1');
    expect(created[0]?.type).toBe(type);
  });

  it.each([
    ['anim.gif', 'image/gif'],
    ['scan.pdf', 'application/pdf'],
    ['photo.webp', 'image/webp'],
    ['unknown', ''],
  ])('silently ignores %s (%s)', async (name, type) => {
    const { onChange, onBlur } = setup();
    choose(fileOf(name, type));
    // Not even read: no 'Processing...', no message.
    expect(screen.getByRole('status')).toHaveTextContent('No file uploaded');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onBlur).not.toHaveBeenCalled();
    // An image chosen next is the only thing that ever reaches the answer.
    choose(fileOf('logo.png', 'image/png'));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls).toEqual([[PNG_URL]]);
  });

  it('keeps only the last of two files chosen in a row', async () => {
    const { onChange } = setup();
    choose(fileOf('first.png', 'image/png'));
    choose(fileOf('second.svg', 'image/svg+xml', SVG_TEXT));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    // The first read, started first, would have landed first.
    expect(onChange.mock.calls[0]![0]).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('shows a kept image from its value, and releases the old preview when it is replaced', async () => {
    const { onChange, unmount } = setup({ value: PNG_URL });
    expect(await screen.findByRole('img')).toHaveAttribute('src', 'blob:preview/1');
    expect(await bytesOf(created[0]!)).toEqual(PNG_BYTES);
    choose(fileOf('new.svg', 'image/svg+xml', SVG_TEXT));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('img')).toHaveAttribute('src', 'blob:preview/2'));
    expect(revoked).toEqual(['blob:preview/1']);
    unmount();
    expect(revoked).toEqual(['blob:preview/1', 'blob:preview/2']);
  });

  it('shows no preview for a kept value that is not an accepted image, but still offers Replace', () => {
    setup({ value: 'data:text/html;base64,PGgxPmhpPC9oMT4=' });
    expect(screen.queryByRole('img')).toBeNull();
    expect(created).toEqual([]);
    expect(screen.getByRole('button', { name: 'Replace Logo' })).toBeInTheDocument();
  });

  it('removes the image when the field is optional, focus back on Upload', async () => {
    const { user, onChange, onBlur } = setup({ value: PNG_URL });
    await user.click(screen.getByRole('button', { name: 'Remove Logo' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(onBlur).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upload Logo' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('No file uploaded');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('cannot be removed when required, or while disabled', () => {
    const required = setup({ value: PNG_URL, required: true });
    expect(screen.getByRole('button', { name: 'Replace Logo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    required.unmount();
    setup({ value: PNG_URL, disabled: true });
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Replace Logo' })).toBeDisabled();
    expect(fileInput()).toBeDisabled();
  });

  it('touches the field when focus leaves it, not when it moves within it', async () => {
    const { user, onBlur } = setup({ value: PNG_URL });
    await user.click(screen.getByRole('button', { name: 'Replace Logo' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove Logo' })).toHaveFocus();
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('carries aria-invalid and the error on its button', () => {
    setup({ invalid: true });
    const upload = screen.getByRole('button', { name: 'Upload Logo' });
    expect(upload).toHaveAttribute('aria-invalid', 'true');
    expect(upload).toHaveAccessibleDescription('No file uploaded This field is required');
  });

  it('says when a file cannot be read and keeps the answer', async () => {
    const read = jest.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
      setTimeout(() => this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>), 0);
    });
    try {
      const { onChange } = setup({ value: PNG_URL });
      choose(fileOf('broken.png', 'image/png'));
      expect(await screen.findByText('This file could not be read. Choose another file.')).toBeInTheDocument();
      expect(onChange).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Replace Logo' })).toBeInTheDocument();
    } finally {
      read.mockRestore();
    }
  });

  it.each([
    ['a JPEG named as a PNG', 'photo.png', 'image/png', new Uint8Array(JPEG_BYTES)],
    ['an HTML page named as an SVG', 'page.svg', 'image/svg+xml', '<html><script>alert(1)</script></html>'],
  ])(
    'says %s cannot be read, keeping the answer (checked by content, ASVS 5.2.2)',
    async (_what, name, type, content) => {
      const read = jest.spyOn(FileReader.prototype, 'readAsDataURL');
      try {
        const { onChange } = setup({ value: PNG_URL });
        choose(fileOf(name, type, content));
        expect(await screen.findByText('This file could not be read. Choose another file.')).toBeInTheDocument();
        expect(read).not.toHaveBeenCalled();
        expect(onChange).not.toHaveBeenCalled();
        expect(screen.getByRole('img')).toHaveAttribute('src', 'blob:preview/1');
      } finally {
        read.mockRestore();
      }
    },
  );

  it('does not read a file over 10 MB, says so, and takes the next image', async () => {
    const read = jest.spyOn(FileReader.prototype, 'readAsDataURL');
    const slice = jest.spyOn(Blob.prototype, 'slice');
    try {
      const { onChange } = setup();
      const huge = fileOf('poster.png', 'image/png', new Uint8Array(10 * 1024 * 1024 + 1));
      choose(huge);
      expect(screen.getByRole('status')).toHaveTextContent(
        'Too large image. Only image smaller than 10 MB can be uploaded.',
      );
      expect(slice).not.toHaveBeenCalled();
      expect(read).not.toHaveBeenCalled();
      choose(fileOf('logo.png', 'image/png'));
      await waitFor(() => expect(onChange).toHaveBeenCalledWith(PNG_URL));
      expect(screen.getByRole('status')).toHaveTextContent('Image uploaded');
    } finally {
      read.mockRestore();
      slice.mockRestore();
    }
  });

  it('never writes the image to the console', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((name) =>
      jest.spyOn(console, name).mockImplementation(() => undefined),
    );
    try {
      const { onChange } = setup();
      choose(fileOf('logo.png', 'image/png'));
      await waitFor(() => expect(onChange).toHaveBeenCalled());
      for (const spy of spies) expect(JSON.stringify(spy.mock.calls)).not.toContain(base64(PNG_BYTES));
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
  });

  it('passes axe empty, invalid, and with an image', async () => {
    const view = setup({ invalid: true });
    expect(await axeViolations()).toEqual([]);
    view.update({ value: PNG_URL, invalid: false });
    await screen.findByRole('img');
    expect(await axeViolations()).toEqual([]);
  });
});
