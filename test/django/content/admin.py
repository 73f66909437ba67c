"""The editors' screens for the company's proof: each list filtered by language, each company with its hours and figures."""
from django.contrib import admin

from . import models


@admin.register(models.Review)
class ReviewAdmin(admin.ModelAdmin):
    list_display = ["author", "place", "rating", "date", "locale", "number", "position"]
    list_filter = ["locale", "rating"]
    search_fields = ["author", "text", "place"]
    ordering = ["locale", "position"]


class FinishedWorkImageInline(admin.TabularInline):
    model = models.FinishedWorkImage
    extra = 1


@admin.register(models.FinishedWork)
class FinishedWorkAdmin(admin.ModelAdmin):
    list_display = ["title", "place", "building_type", "date", "category", "locale", "number", "position"]
    list_filter = ["locale", "category"]
    search_fields = ["title", "place", "description"]
    ordering = ["locale", "-date"]
    inlines = [FinishedWorkImageInline]


@admin.register(models.Certificate)
class CertificateAdmin(admin.ModelAdmin):
    list_display = ["title", "issuer", "locale", "number", "position"]
    list_filter = ["locale"]
    ordering = ["locale", "position"]


class OpeningHoursInline(admin.TabularInline):
    model = models.OpeningHours
    extra = 0


class FigureInline(admin.TabularInline):
    model = models.Figure
    extra = 0


@admin.register(models.Company)
class CompanyAdmin(admin.ModelAdmin):
    list_display = ["legal_name", "idno", "locality", "locale"]
    inlines = [OpeningHoursInline, FigureInline]
