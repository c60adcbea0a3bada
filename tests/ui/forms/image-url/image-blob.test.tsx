import { imageBlobOf } from '../../../../src/ui/forms/image-url/image-blob';

const bytesOf = async (blob: Blob) => [...new Uint8Array(await blob.arrayBuffer())];

describe('the image of a data URL', () => {
  it('decodes a base64 png, jpeg or svg data URL into a blob of its type', async () => {
    const png = imageBlobOf('data:image/png;base64,AQID');
    expect(png?.type).toBe('image/png');
    expect(await bytesOf(png!)).toEqual([1, 2, 3]);
    expect(imageBlobOf('data:IMAGE/JPEG;base64,AQID')?.type).toBe('image/jpeg');
  });

  it('decodes a percent-encoded svg', async () => {
    const svg = imageBlobOf('data:image/svg+xml,%3Csvg%2F%3E');
    expect(svg?.type).toBe('image/svg+xml');
    expect(String.fromCharCode(...(await bytesOf(svg!)))).toBe('<svg/>');
  });

  it('has none for other types, other addresses and broken data', () => {
    expect(imageBlobOf('data:image/gif;base64,AQID')).toBeNull();
    expect(imageBlobOf('data:text/html,<script>')).toBeNull();
    expect(imageBlobOf('https://example.com/a.png')).toBeNull();
    expect(imageBlobOf('data:image/png;base64,***')).toBeNull();
    expect(imageBlobOf('data:image/svg+xml,%E0%A4%A')).toBeNull();
    expect(imageBlobOf('')).toBeNull();
  });
});
