// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>

/// Small media files made on the fly, so the demo server ships no binary assets.
class DemoMedia
{
public:
    /// A valid RGB PNG of @p size x @p size pixels: a gradient with a disc in it; @p variant shifts the colours.
    static QByteArray png(int size = 64, int variant = 0);
    /// A valid WAV file: a sine tone at @p frequency Hz, 8 kHz mono 16-bit PCM, @p seconds long.
    static QByteArray wav(double frequency = 440.0, double seconds = 0.25);
};
