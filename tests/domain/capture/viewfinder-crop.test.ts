import { viewfinderCrop } from '../../../src/domain/capture/viewfinder-crop';

describe('the viewfinder crop (object-fit: cover, centred)', () => {
  it('keeps the middle of a landscape frame shown in a portrait box, at the box’s aspect ratio', () => {
    // 3840x2160 in a 360x600 box: scaled by 600/2160, the height fits and 2160*0.6 = 1296 px of width shows.
    expect(viewfinderCrop({ width: 3840, height: 2160 }, { width: 360, height: 600 })).toEqual({
      x: 1272,
      y: 0,
      width: 1296,
      height: 2160,
    });
  });

  it('keeps the middle columns of a wider frame, and the middle rows of a taller one', () => {
    // 1280x720 (16:9) in a 540x360 box (3:2): the height fits, 720*1.5 = 1080 columns show.
    expect(viewfinderCrop({ width: 1280, height: 720 }, { width: 540, height: 360 })).toEqual({
      x: 100,
      y: 0,
      width: 1080,
      height: 720,
    });
    // 1280x960 (4:3) in the same box: the width fits, 1280/1.5 = 853 rows show.
    expect(viewfinderCrop({ width: 1280, height: 960 }, { width: 540, height: 360 })).toEqual({
      x: 0,
      y: 53,
      width: 1280,
      height: 853,
    });
  });

  it('keeps the whole frame when the box has its aspect ratio, whatever its size', () => {
    expect(viewfinderCrop({ width: 1920, height: 1080 }, { width: 640, height: 360 })).toEqual({
      x: 0,
      y: 0,
      width: 1920,
      height: 1080,
    });
  });

  it('gives the crop the box’s aspect ratio to within a pixel', () => {
    for (const [frame, box] of [
      [
        { width: 3840, height: 2160 },
        { width: 740, height: 305 },
      ],
      [
        { width: 2160, height: 3840 },
        { width: 360, height: 560 },
      ],
      [
        { width: 640, height: 480 },
        { width: 333, height: 517 },
      ],
    ] as const) {
      const crop = viewfinderCrop(frame, box);
      expect(Math.abs(crop.width / crop.height - box.width / box.height)).toBeLessThan(2 / crop.height);
      expect(crop.x + crop.width).toBeLessThanOrEqual(frame.width);
      expect(crop.y + crop.height).toBeLessThanOrEqual(frame.height);
    }
  });

  it('gives the whole frame before a frame or a laid-out box exists', () => {
    expect(viewfinderCrop({ width: 0, height: 0 }, { width: 360, height: 600 })).toEqual({
      x: 0,
      y: 0,
      width: 0,
      height: 0,
    });
    expect(viewfinderCrop({ width: 640, height: 480 }, { width: 0, height: 0 })).toEqual({
      x: 0,
      y: 0,
      width: 640,
      height: 480,
    });
  });
});
