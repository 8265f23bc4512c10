// SPDX-License-Identifier: MIT
#include "widgets/common/contrast.h"

#include <QApplication>
#include <QEvent>
#include <QWidget>

#include <cmath>

namespace mcpscope::contrast {

namespace {

double channel(float c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

double worstRatio(const QColor &colour, const QList<QColor> &backgrounds)
{
    double worst = 21;
    for (const QColor &background : backgrounds)
        worst = std::min(worst, ratio(colour, background));
    return worst;
}

/// Keeps one colour role of a widget's palette made from the palette the widget inherits (its
/// parent's), again after each change of the application palette: the widget's own palette
/// would keep the colour made for the old one.
class ColourFollower : public QObject
{
public:
    ColourFollower(QWidget *widget, QPalette::ColorRole role, contrast::PaletteColour colour)
        : QObject(widget)
        , m_role(role)
        , m_colour(std::move(colour))
    {
    }

    QPalette::ColorRole role() const { return m_role; }
    void setColour(contrast::PaletteColour colour) { m_colour = std::move(colour); }

    static QList<ColourFollower *> of(const QWidget *widget)
    {
        QList<ColourFollower *> followers;
        for (QObject *child : widget->children()) {
            if (auto *follower = dynamic_cast<ColourFollower *>(child))
                followers.append(follower);
        }
        return followers;
    }

    void apply()
    {
        m_pending = false;
        auto *widget = static_cast<QWidget *>(parent());
        QWidget *above = widget->parentWidget();
        // The parent's own colours first (a background this colour must be readable on).
        if (above) {
            for (ColourFollower *follower : of(above))
                follower->apply();
        }
        const QPalette base = above ? above->palette() : QApplication::palette(widget);
        QPalette p = widget->palette();
        p.setColor(m_role, m_colour(base));
        widget->setPalette(p);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // A new application palette reaches each widget as a change of its own palette, as it
        // is handed down. Made again once every widget has it (the parent may not yet); a
        // palette set to what it already is changes nothing, so this comes to rest.
        if (event->type() == QEvent::PaletteChange && !m_pending) {
            m_pending = true;
            QMetaObject::invokeMethod(this, &ColourFollower::apply, Qt::QueuedConnection);
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_pending = false;
    QPalette::ColorRole m_role;
    contrast::PaletteColour m_colour;
};

} // namespace

double relativeLuminance(const QColor &colour)
{
    const QColor rgb = colour.toRgb();
    return 0.2126 * channel(rgb.redF()) + 0.7152 * channel(rgb.greenF()) + 0.0722 * channel(rgb.blueF());
}

QColor composited(const QColor &colour, const QColor &background)
{
    const QColor fg = colour.toRgb();
    const QColor bg = background.toRgb();
    const float a = fg.alphaF();
    return QColor::fromRgbF(fg.redF() * a + bg.redF() * (1 - a), fg.greenF() * a + bg.greenF() * (1 - a),
                            fg.blueF() * a + bg.blueF() * (1 - a));
}

double ratio(const QColor &foreground, const QColor &background)
{
    const double a = relativeLuminance(composited(foreground, background));
    const double b = relativeLuminance(background);
    return (std::max(a, b) + 0.05) / (std::min(a, b) + 0.05);
}

QColor readableOn(const QColor &colour, const QList<QColor> &backgrounds, double minimum)
{
    if (backgrounds.isEmpty())
        return colour;
    // A translucent colour (Fusion's placeholder text) as it shows on the first background.
    QColor current = composited(colour, backgrounds.first());
    if (worstRatio(current, backgrounds) >= minimum)
        return current;
    // Towards black on light backgrounds, towards white on dark ones, in small steps.
    double luminance = 0;
    for (const QColor &background : backgrounds)
        luminance += relativeLuminance(background);
    const bool darken = luminance / backgrounds.size() > 0.18;
    const QColor target = darken ? QColor(Qt::black) : QColor(Qt::white);
    const QColor start = current;
    for (int step = 1; step <= 50; ++step) {
        const float t = step / 50.0f;
        current = QColor::fromRgbF(start.redF() + (target.redF() - start.redF()) * t,
                                   start.greenF() + (target.greenF() - start.greenF()) * t,
                                   start.blueF() + (target.blueF() - start.blueF()) * t);
        if (worstRatio(current, backgrounds) >= minimum)
            break;
    }
    return current;
}

QList<QColor> viewBackgrounds(const QPalette &palette)
{
    return {palette.color(QPalette::Base), palette.color(QPalette::AlternateBase)};
}

QList<QColor> windowBackgrounds(const QPalette &palette)
{
    return {palette.color(QPalette::Window)};
}

QColor mutedText(const QPalette &palette, const QList<QColor> &backgrounds)
{
    return readableOn(palette.color(QPalette::PlaceholderText), backgrounds);
}

void setColour(QWidget *widget, QPalette::ColorRole role, PaletteColour colour)
{
    for (ColourFollower *follower : ColourFollower::of(widget)) {
        if (follower->role() == role) {
            follower->setColour(std::move(colour));
            follower->apply();
            return;
        }
    }
    auto *follower = new ColourFollower(widget, role, std::move(colour));
    follower->apply();
    widget->installEventFilter(follower);
}

void setMutedText(QWidget *widget)
{
    const auto muted = [](const QPalette &base) { return mutedText(base, windowBackgrounds(base)); };
    setColour(widget, QPalette::WindowText, muted);
    setColour(widget, QPalette::Text, muted);
}

QColor successText(const QPalette &palette, const QList<QColor> &backgrounds)
{
    return readableOn(isDark(palette) ? QColor(0x56, 0xd3, 0x64) : QColor(0x1a, 0x7f, 0x37), backgrounds);
}

QColor failureText(const QPalette &palette, const QList<QColor> &backgrounds)
{
    return readableOn(isDark(palette) ? QColor(0xff, 0x7b, 0x72) : QColor(0xb3, 0x26, 0x1e), backgrounds);
}

} // namespace mcpscope::contrast
