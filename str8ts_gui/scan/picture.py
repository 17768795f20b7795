"""Reading a picture file (PNG, JPEG, anything OpenCV decodes) into a grey image.

Colour is dropped by taking each pixel's brightest channel, so that coloured marks on a
screenshot (the cursor's frame, coloured cells, highlights) read as paper while print stays
dark. Large pictures are scaled down (the reader never needs more than :data:`MAX_SIDE` pixels a
side), transparent ones are laid on white, 16-bit ones brought to 8 bits.
"""

from __future__ import annotations

import os

import cv2
import numpy as np

from str8ts_gui.scan.errors import ScanError

MAX_SIDE = 1600  # the longest side the reader works on
MIN_SIDE = 40  # smaller than this holds no readable puzzle
MAX_BYTES = 200 * 1024 * 1024


def read_file(path: str | os.PathLike[str]) -> np.ndarray:
    """The grey picture of a file; ScanError naming the file when it cannot be read."""
    name = os.fspath(path)
    try:
        size = os.path.getsize(name)
        if size > MAX_BYTES:
            raise ScanError(f"{name}: the file is too large for a picture ({size // (1024 * 1024)} MB)")
        with open(name, "rb") as f:
            data = f.read()
    except FileNotFoundError:
        raise ScanError(f"{name}: cannot read file: No such file") from None
    except IsADirectoryError:
        raise ScanError(f"{name}: cannot read file: it is a folder") from None
    except OSError as e:
        raise ScanError(f"{name}: cannot read file: {e.strerror or e}") from None
    return decode(data, source=name)


def decode(data: bytes, *, source: str = "picture") -> np.ndarray:
    """The grey picture of encoded bytes (PNG, JPEG, BMP, WebP, TIFF...)."""
    if not data:
        raise ScanError(f"{source}: the file is empty, not a picture")
    image = cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_UNCHANGED)
    if image is None:
        raise ScanError(f"{source}: not a picture OpenCV can read (PNG or JPEG expected)")
    return to_grey(image, source=source)


def to_grey(image: np.ndarray, *, source: str = "picture") -> np.ndarray:
    """8-bit grey of a grey, BGR or BGRA array (alpha laid on white), scaled to MAX_SIDE."""
    if image.dtype == np.uint16:
        image = (image // 257).astype(np.uint8)
    elif image.dtype != np.uint8:
        image = np.clip(image, 0, 255).astype(np.uint8)
    if image.ndim == 3 and image.shape[2] == 4:
        alpha = image[:, :, 3:4].astype(np.float32) / 255.0
        image = (image[:, :, :3].astype(np.float32) * alpha + 255.0 * (1.0 - alpha)).astype(np.uint8)
    if image.ndim == 3 and image.shape[2] == 1:
        image = image[:, :, 0]
    if image.ndim == 3:
        # the brightest channel: coloured marks (a selection, coloured cells, a red frame) count
        # as paper, while black and dark ink stay dark
        image = image[:, :, :3].max(axis=2)
    if image.ndim != 2:
        raise ScanError(f"{source}: not a picture OpenCV can read (PNG or JPEG expected)")
    h, w = image.shape
    if min(h, w) < MIN_SIDE:
        raise ScanError(f"{source}: the picture is too small ({w} x {h} pixels) to hold a readable puzzle")
    side = max(h, w)
    if side > MAX_SIDE:
        f = MAX_SIDE / side
        image = cv2.resize(image, (max(1, round(w * f)), max(1, round(h * f))), interpolation=cv2.INTER_AREA)
    return np.ascontiguousarray(image)
