"""The editors' side of the company's proof: the admin's screens open, and the models refuse what the site would drop."""
from io import StringIO

from django.contrib.auth.models import User
from django.core.exceptions import ValidationError
from django.core.management import call_command
from django.test import TestCase

from . import models

PROOF_MODELS = (models.Review, models.FinishedWork, models.Certificate, models.Company)


class AdminTest(TestCase):
    @classmethod
    def setUpTestData(cls):
        call_command("load_demo", stdout=StringIO())
        cls.editor = User.objects.create_superuser("editor", "editor@example.md", "not-a-secret")

    def setUp(self):
        self.client.force_login(self.editor)

    def test_each_model_has_its_list_add_and_change_screens(self):
        for model in PROOF_MODELS:
            base = f"/admin/content/{model._meta.model_name}/"
            row = model.objects.filter(locale="ro").first()
            for url in (base, f"{base}add/", f"{base}{row.pk}/change/"):
                with self.subTest(url=url):
                    self.assertEqual(self.client.get(url).status_code, 200)

    def test_the_company_screen_shows_its_hours_and_figures(self):
        company = models.Company.objects.get(locale="ru")
        page = self.client.get(f"/admin/content/company/{company.pk}/change/").content.decode()
        self.assertIn("opening_hours-0-opens", page)
        self.assertIn("окон производим в год", page)

    def test_an_anonymous_visitor_gets_the_login_page(self):
        self.client.logout()
        self.assertEqual(self.client.get("/admin/content/review/").status_code, 302)


class ChecksTest(TestCase):
    def test_an_idno_needs_13_digits_and_its_check_digit(self):
        models.validate_idno("1009600038410")
        models.validate_idno("1008600038413")
        for wrong in ("1009600038411", "100960003841", "10096000384100", "100960003841x"):
            with self.subTest(idno=wrong), self.assertRaises(ValidationError):
                models.validate_idno(wrong)

    def test_a_map_pin_needs_both_coordinates(self):
        with self.assertRaises(ValidationError):
            models.Company(locale="ro", latitude=47.0).full_clean()

    def test_opening_hours_close_after_they_open(self):
        company = models.Company.objects.create(locale="ro")
        with self.assertRaises(ValidationError):
            models.OpeningHours(company=company, weekday=1, opens="18:00", closes="09:00").full_clean()

    def test_a_rating_is_one_to_five_stars(self):
        review = models.Review(locale="ro", number=1, author="A", text="T", date="2025-01-01", rating=6)
        with self.assertRaises(ValidationError):
            review.full_clean()


class OfferTermsTest(TestCase):
    """The calculator's offer terms (docs/content-contract.md, "Offers"): each on its own section's answer."""

    @classmethod
    def setUpTestData(cls):
        call_command("load_demo", stdout=StringIO())

    def test_each_offer_answers_its_own_terms(self):
        credit = self.client.get("/ro/api/section/credit-offer-section/?site_url=termofort").json()
        gift = self.client.get("/ru/api/section/gift-offer-section/?site_url=termofort").json()
        self.assertEqual(
            credit["credit"], {"months": 12, "bank": "CodruCredit", "annual_rate_percent": 0.0, "min_total": None}
        )
        self.assertNotIn("gift", credit)
        self.assertEqual(gift["gift"], {"extra": "mosquito_net", "min_quantity": 3})
        self.assertNotIn("credit", gift)

    def test_an_offer_without_terms_answers_none(self):
        models.Offer.objects.filter(section="gift").update(gift_extra="")
        self.assertNotIn("gift", self.client.get("/ro/api/section/gift-offer-section/?site_url=termofort").json())

    def test_terms_the_calculator_cannot_apply_are_refused(self):
        offer = models.Offer.objects.get(locale="ro", section="credit")
        for field, value in (("credit_months", 0), ("credit_months", 121), ("credit_annual_rate_percent", 101)):
            with self.subTest(field=field, value=value), self.assertRaises(ValidationError):
                setattr(offer, field, value)
                offer.full_clean()
            offer.refresh_from_db()
