"""The digit classifier: a small neural network (one hidden layer) in numpy.

Its input is a digit's picture as :mod:`str8ts_gui.scan.cells` cuts it (SIDE x SIDE, ink 1);
its output the probabilities of the classes 0 (not a digit: a smudge, a remnant of a line) and
1 to 9. The weights are the package's ``digits.npz`` (written by ``tools/train_digits.py`` from
digits it draws in the machine's fonts; nothing is downloaded), with the version of the model,
the typefaces it was trained on and its accuracy on held-out ones.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

import numpy as np

from str8ts_gui.scan.cells import SIDE
from str8ts_gui.scan.errors import ScanError

MODEL_VERSION = 1  # the layout of digits.npz this code reads
WEIGHTS = "digits.npz"
CLASSES = 10  # 0 = not a digit, 1..9


def features(digits: list[np.ndarray] | np.ndarray) -> np.ndarray:
    """The network's input for digit pictures: the pixels, and the pixels at half resolution."""
    stack = np.asarray(digits, np.float32).reshape(-1, SIDE, SIDE)
    half = stack.reshape(-1, SIDE // 2, 2, SIDE // 2, 2).mean(axis=(2, 4))
    return np.concatenate([stack.reshape(len(stack), -1), half.reshape(len(stack), -1)], axis=1)


class Model:
    """The network's weights and what it was trained on."""

    def __init__(self, arrays: dict[str, np.ndarray]) -> None:
        version = int(arrays["version"]) if "version" in arrays else -1
        if version != MODEL_VERSION:
            raise ScanError(f"the digit model is version {version}, this program reads version {MODEL_VERSION}")
        self.mean = arrays["mean"].astype(np.float32)
        self.scale = arrays["scale"].astype(np.float32)
        self.layers = []
        k = 1
        while f"w{k}" in arrays:
            self.layers.append((arrays[f"w{k}"].astype(np.float32), arrays[f"b{k}"].astype(np.float32)))
            k += 1
        self.fonts = [str(f) for f in arrays.get("fonts", np.array([], dtype=str))]
        self.info = {key: arrays[key] for key in arrays if key.startswith("info_")}

    def probabilities(self, digits: list[np.ndarray]) -> np.ndarray:
        """(len(digits), CLASSES) class probabilities."""
        if not len(digits):
            return np.zeros((0, CLASSES), np.float32)
        x = (features(digits) - self.mean) * self.scale
        return forward(self.layers, x)


def forward(layers, x: np.ndarray) -> np.ndarray:
    """Softmax of the network's output (ReLU between layers)."""
    for k, (w, b) in enumerate(layers):
        x = x @ w + b
        if k < len(layers) - 1:
            np.maximum(x, 0.0, out=x)
    x = x - x.max(axis=1, keepdims=True)
    e = np.exp(x)
    return e / e.sum(axis=1, keepdims=True)


@lru_cache(maxsize=1)
def model() -> Model:
    """The package's model (read once)."""
    try:
        with resources.files("str8ts_gui.scan").joinpath(WEIGHTS).open("rb") as f:
            with np.load(f, allow_pickle=False) as data:
                arrays = {key: data[key] for key in data.files}
    except (OSError, ValueError) as e:
        raise ScanError(f"the digit model ({WEIGHTS}) cannot be read: {e}") from None
    return Model(arrays)
