// SPDX-License-Identifier: MIT
#pragma once

#include "session/sessioncompare.h"

#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTreeView;

namespace mcpscope {

class CompareDisplayModel;
class JsonView;
class Session;
class SessionCompareFilter;
class SessionCompareModel;

/// Two recorded sessions side by side: what differs in the server, its capabilities, its
/// lists and the results of the same calls, grouped by section; the selected item's JSON
/// of both sides below, with the differing lines marked.
class CompareWindow : public QWidget
{
    Q_OBJECT
public:
    explicit CompareWindow(QWidget *parent = nullptr);
    ~CompareWindow() override;

    /// Opens a new window (deleted when closed) with @p fileA filled in, e.g. the current
    /// session's journal.
    static CompareWindow *showNew(QWidget *parent, const QString &fileA = {});

    /// Fills in the file fields without comparing.
    void setFiles(const QString &fileA, const QString &fileB);
    QString fileA() const;
    QString fileB() const;
    /// Reads both files and shows how they compare. False with plain words in @p errorMessage
    /// (also shown in the window) when a file cannot be read.
    bool compareFiles(const QString &fileA, const QString &fileB, QString *errorMessage = nullptr);
    /// Shows how @p a and @p b compare; @p nameA and @p nameB label the sides.
    void compareSessions(const Session &a, const Session &b, const QString &nameA, const QString &nameB);
    /// Compares the files in the fields.
    void compareNow();

    /// Shows what @p a and @p b offer side by side (SessionComparison::compareSurface): the
    /// instructions, capabilities, tools, resources, templates and prompts, each change in
    /// plain words; no calls. @p a and @p b may be live sessions or loaded from files: the
    /// comparison is made now, from what they hold (a snapshot; later events are not
    /// followed). The file fields are hidden until compareFiles() is called.
    void compareSurface(const Session &a, const QString &nameA, const Session &b, const QString &nameB);
    /// Opens a new window (deleted when closed) with the surface diff of @p a and @p b, e.g. a
    /// saved session and the server now, or two servers of a workspace.
    static CompareWindow *showSurfaceDiff(QWidget *parent, const Session &a, const QString &nameA, const Session &b,
                                          const QString &nameB);
    /// True while a surface diff is shown.
    bool isSurfaceDiff() const { return m_surface; }
    /// Shows @p text instead of a comparison (while a live server's lists are read, or why
    /// they cannot be).
    void showNotice(const QString &text);

    /// Hides the items that are the same.
    void setOnlyDifferences(bool only);
    /// Selects item @p itemIndex of the comparison (shows it in detail).
    bool selectItem(qsizetype itemIndex);

    const SessionComparison &comparison() const;
    SessionCompareModel *model() const { return m_model; }
    SessionCompareFilter *filter() const { return m_filter; }
    QTreeView *treeView() const { return m_tree; }
    QCheckBox *onlyDifferencesBox() const { return m_onlyDifferences; }
    JsonView *viewA() const { return m_viewA; }
    JsonView *viewB() const { return m_viewB; }
    /// The differences of the selected item, one a row (notes first).
    QListWidget *differencesList() const { return m_differences; }
    QString summaryText() const;

Q_SIGNALS:
    /// A comparison is shown.
    void compared();

protected:
    void changeEvent(QEvent *event) override;

private:
    void chooseFile(QLineEdit *field, const QString &title);
    void updateCompareButton();
    void showComparison(const SessionComparison &comparison, const QString &nameA, const QString &nameB);
    void showItem(const QModelIndex &index);
    void showDifference(int row);
    void selectFirstDifference();

    SessionCompareModel *m_model;
    SessionCompareFilter *m_filter;
    CompareDisplayModel *m_display;
    QWidget *m_filesBox;
    QLineEdit *m_fileA;
    QLineEdit *m_fileB;
    QPushButton *m_compareButton;
    QLabel *m_summary;
    QCheckBox *m_onlyDifferences;
    QTreeView *m_tree;
    QLabel *m_itemTitle;
    QListWidget *m_differences;
    QLabel *m_labelA;
    QLabel *m_labelB;
    JsonView *m_viewA;
    JsonView *m_viewB;
    qsizetype m_shownItem = -1;
    bool m_surface = false;
};

} // namespace mcpscope
