// SPDX-License-Identifier: MIT
#include "demomedia.h"

#include <QtEndian>

#include <algorithm>
#include <array>
#include <cmath>

namespace {

quint32 crc32(const QByteArray &data)
{
    static const std::array<quint32, 256> table = [] {
        std::array<quint32, 256> t{};
        for (quint32 n = 0; n < 256; ++n) {
            quint32 c = n;
            for (int k = 0; k < 8; ++k)
                c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
            t[n] = c;
        }
        return t;
    }();
    quint32 crc = 0xFFFFFFFFu;
    for (const char byte : data)
        crc = table[(crc ^ static_cast<quint8>(byte)) & 0xFFu] ^ (crc >> 8);
    return crc ^ 0xFFFFFFFFu;
}

void appendBigEndian32(QByteArray &out, quint32 value)
{
    char bytes[4];
    qToBigEndian(value, bytes);
    out.append(bytes, 4);
}

void appendLittleEndian(QByteArray &out, quint32 value, int size)
{
    for (int i = 0; i < size; ++i)
        out.append(static_cast<char>((value >> (8 * i)) & 0xFFu));
}

void appendChunk(QByteArray &png, const char *type, const QByteArray &data)
{
    appendBigEndian32(png, static_cast<quint32>(data.size()));
    QByteArray typed(type, 4);
    typed.append(data);
    png.append(typed);
    appendBigEndian32(png, crc32(typed));
}

char channel(double value)
{
    return static_cast<char>(static_cast<quint8>(std::lround(std::clamp(value, 0.0, 255.0))));
}

} // namespace

QByteArray DemoMedia::png(int size, int variant)
{
    size = std::clamp(size, 1, 1024);
    QByteArray header;
    appendBigEndian32(header, static_cast<quint32>(size));
    appendBigEndian32(header, static_cast<quint32>(size));
    header.append(char(8)); // bit depth
    header.append(char(2)); // colour type: RGB
    header.append(char(0)); // compression
    header.append(char(0)); // filter method
    header.append(char(0)); // no interlace

    const double shift = (variant % 6) * 40.0;
    QByteArray raw;
    raw.reserve(size * (size * 3 + 1));
    const double centre = (size - 1) / 2.0;
    const double radius = size * 0.3;
    for (int y = 0; y < size; ++y) {
        raw.append(char(0)); // filter type "none" for this scanline
        for (int x = 0; x < size; ++x) {
            const double fx = double(x) / size;
            const double fy = double(y) / size;
            const double distance = std::hypot(x - centre, y - centre);
            if (distance <= radius) {
                raw.append(channel(250 - shift / 3));
                raw.append(channel(150 + shift / 2));
                raw.append(channel(40 + shift));
            } else {
                raw.append(channel(40 + 120 * fx + shift / 2));
                raw.append(channel(60 + 80 * fy));
                raw.append(channel(200 - 60 * fx + shift / 4));
            }
        }
    }
    // qCompress() writes a 4-byte length, then a complete zlib stream (header + deflate + adler32).
    const QByteArray zlib = qCompress(raw, 9).mid(4);

    QByteArray png("\x89PNG\r\n\x1a\n", 8);
    appendChunk(png, "IHDR", header);
    appendChunk(png, "IDAT", zlib);
    appendChunk(png, "IEND", QByteArray());
    return png;
}

QByteArray DemoMedia::wav(double frequency, double seconds)
{
    constexpr int sampleRate = 8000;
    constexpr int bytesPerSample = 2;
    const int samples = std::max(1, int(std::lround(seconds * sampleRate)));
    const int fadeSamples = std::min(samples / 4, sampleRate / 100); // 10 ms, avoids clicks
    const auto dataSize = static_cast<quint32>(samples * bytesPerSample);

    QByteArray wav;
    wav.reserve(44 + int(dataSize));
    wav.append("RIFF", 4);
    appendLittleEndian(wav, 36 + dataSize, 4);
    wav.append("WAVE", 4);
    wav.append("fmt ", 4);
    appendLittleEndian(wav, 16, 4); // fmt chunk size
    appendLittleEndian(wav, 1, 2);  // PCM
    appendLittleEndian(wav, 1, 2);  // mono
    appendLittleEndian(wav, sampleRate, 4);
    appendLittleEndian(wav, sampleRate * bytesPerSample, 4); // byte rate
    appendLittleEndian(wav, bytesPerSample, 2);              // block align
    appendLittleEndian(wav, 16, 2);                          // bits per sample
    wav.append("data", 4);
    appendLittleEndian(wav, dataSize, 4);

    constexpr double pi = 3.14159265358979323846;
    for (int i = 0; i < samples; ++i) {
        double envelope = 1.0;
        if (fadeSamples > 0) {
            envelope = std::min({1.0, double(i) / fadeSamples, double(samples - 1 - i) / fadeSamples});
        }
        const double value = 0.5 * envelope * std::sin(2.0 * pi * frequency * i / sampleRate);
        const auto sample = static_cast<qint16>(std::lround(value * 32767.0));
        appendLittleEndian(wav, static_cast<quint16>(sample), 2);
    }
    return wav;
}
